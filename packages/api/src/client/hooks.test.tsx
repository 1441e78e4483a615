import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useEditMessageState, useMessageDetail, useMessagePage, useNotReadCount } from '../messages/hooks';
import { DEMO_USERS } from '../mocks/db';
import { resetMockDb, server } from '../mocks/node';
import { useUserInfo } from '../session/hooks';
import { createClient } from './client';
import { ApiProvider, useApiClient } from './hooks';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
});
afterAll(() => server.close());

function wrapper(token: string | null = DEMO_USERS.customer.token) {
  const client = createClient({ baseURL: 'http://mock.test', getToken: () => token, notify: vi.fn() });
  // A fresh SWR cache per test.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
      {children}
    </ApiProvider>
  );
  return { client, Wrapper };
}

describe('hooks', () => {
  it('useApiClient needs an ApiProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiProvider/);
  });

  it('a read hook loads its data; null does not fetch', async () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({ info: useUserInfo({ token: DEMO_USERS.customer.token }).data, idle: useUserInfo(null) }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.info?.name).toBe('Alex Morgan'));
    expect(result.current.idle.data).toBeUndefined();
    expect(result.current.idle.isLoading).toBe(false);
  });

  it('a read hook exposes the ApiError of a failed call', async () => {
    const { Wrapper } = wrapper(null);
    const { result } = renderHook(() => useNotReadCount().error, { wrapper: Wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'session', code: 10004 }));
  });

  it('editState revalidates the unread count and the notice page', async () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({
        count: useNotReadCount().data,
        unread: useMessagePage({ pageNum: 1, pageSize: 10, state: 0 }).data,
        edit: useEditMessageState(),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.count).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.unread?.total).toBe(result.current.count));
    await act(() => result.current.edit.trigger({ all: true, state: 1 }));
    await waitFor(() => expect(result.current.count).toBe(0));
    await waitFor(() => expect(result.current.unread?.total).toBe(0));
  });

  it('opening a notice (useMessageDetail) lowers the bell count', async () => {
    const { Wrapper } = wrapper();
    // SWR re-renders only for the fields read during render, so read them there.
    const first = renderHook(
      () => ({
        count: useNotReadCount().data,
        unread: useMessagePage({ pageNum: 1, pageSize: 1, state: 0 }).data,
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(first.result.current.unread?.list[0]).toBeDefined());
    await waitFor(() => expect(first.result.current.count).toBeGreaterThan(0));
    const before = first.result.current.count!;
    const id = first.result.current.unread!.list[0]!.id;
    first.unmount();
    const { result } = renderHook(
      () => ({ count: useNotReadCount().data, detail: useMessageDetail({ id }).data }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.detail?.state).toBe(1));
    await waitFor(() => expect(result.current.count).toBe(before - 1));
  });
});
