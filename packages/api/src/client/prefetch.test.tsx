import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { useMessagePage } from '../messages/hooks';
import { DEMO_USERS } from '../mocks/db';
import { resetMockDb, server } from '../mocks/node';
import { createClient } from './client';
import { ApiProvider, prefetchQuery } from './hooks';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
});
afterAll(() => server.close());

it('a read started by prefetchQuery is the one the hook with the same input takes', async () => {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const client = createClient({
    baseURL: 'http://mock.test',
    getToken: () => DEMO_USERS.customer.token,
    notify: vi.fn(),
    fetch,
  });
  // The app's cache (SWR's default one): preload hands its request to that cache's hooks.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client}>{children}</ApiProvider>
  );
  const input = { pageNum: 1, pageSize: 7, state: 0 } as const;
  prefetchQuery(client, useMessagePage, input);
  expect(fetch).toHaveBeenCalledTimes(1);
  const { result } = renderHook(() => useMessagePage(input).data, { wrapper: Wrapper });
  await waitFor(() => expect(result.current?.pageSize).toBe(7));
  expect(fetch).toHaveBeenCalledTimes(1);
});
