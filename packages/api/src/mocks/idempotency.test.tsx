// Paying calls are idempotent (issue 25, decision 0048): a double submit or a retry of one user
// action carries one Idempotency-Key, and the server answers a repeated key with its first answer,
// so the balance is charged once.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { useRenewApp } from '../apps/hooks';
import type { ApiClient } from '../client/client';
import { ApiProvider } from '../client/hooks';
import { call, clientFor, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

const cents = (yuan: number) => Math.round(yuan * 100);

async function activeApp(client: ApiClient) {
  const item = (await call(client, e.apps.list, { pageNum: 1, pageSize: 1, status: 'active' })).list[0]!;
  return call(client, e.apps.detail, { id: item.id });
}

const balanceOf = async (client: ApiClient) => cents((await call(client, e.account.overview)).balance!);
const renewalsOf = async (client: ApiClient) =>
  (await call(client, e.orders.list, { pageNum: 1, pageSize: 100, type: 'renewal' })).total;

describe('paying calls with an Idempotency-Key', () => {
  it('five concurrent renewals with one key charge once and all get the same answer', async () => {
    const client = clientFor(CUSTOMER);
    const app = await activeApp(client);
    const before = await balanceOf(client);
    const renewals = await renewalsOf(client);
    const months = app.renewal!.periods[0]!;
    const input = { id: app.id, periodMonths: months };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.call(e.apps.renew, input, { idempotencyKey: 'renew-once-1' })),
    );
    expect(new Set(answers.map((a) => a.expiresAt)).size).toBe(1);
    expect(before - (await balanceOf(client))).toBe(cents(app.renewal!.monthlyPrice) * months);
    expect(await renewalsOf(client)).toBe(renewals + 1);

    // A new key is a new action: it charges again.
    await client.call(e.apps.renew, input, { idempotencyKey: 'renew-once-2' });
    expect(before - (await balanceOf(client))).toBe(2 * cents(app.renewal!.monthlyPrice) * months);
  });

  it('a double submit through useRenewApp sends one key and charges once', async () => {
    const client = clientFor(CUSTOMER);
    const app = await activeApp(client);
    const before = await balanceOf(client);
    const months = app.renewal!.periods[0]!;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
        {children}
      </ApiProvider>
    );
    const { result } = renderHook(() => useRenewApp(), { wrapper });
    await act(() =>
      Promise.all([
        result.current.trigger({ id: app.id, periodMonths: months }),
        result.current.trigger({ id: app.id, periodMonths: months }),
      ]),
    );
    expect(before - (await balanceOf(client))).toBe(cents(app.renewal!.monthlyPrice) * months);
  });

  it('the client sends an Idempotency-Key on paying calls only', async () => {
    const sent: Array<string | null> = [];
    const client = clientFor(CUSTOMER);
    const spy = (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('Idempotency-Key'));
      return fetch(input, init);
    };
    const { createClient } = await import('../client/client');
    const spying = createClient({ baseURL: client.baseURL, getToken: () => CUSTOMER, fetch: spy });
    await spying.call(e.account.overview);
    const app = await activeApp(client);
    await spying.call(e.apps.renew, { id: app.id, periodMonths: app.renewal!.periods[0]! });
    await spying.call(
      e.apps.renew,
      { id: app.id, periodMonths: app.renewal!.periods[0]! },
      { idempotencyKey: 'k-1' },
    );
    expect(sent[0]).toBeNull();
    expect(sent[1]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[2]).toBe('k-1');
  });
});
