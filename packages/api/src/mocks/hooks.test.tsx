import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePayOrder, useOrders } from '../orders/hooks';
import { useAccountOverview, useConsumption } from '../account/hooks';
import { useCreateWorkOrder, useWorkOrders } from '../workOrders/hooks';
import { ApiProvider } from '../client/hooks';
import { clientFor, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

/** A provider with one client and a fresh SWR cache per test. */
function createWrapper() {
  const client = clientFor(CUSTOMER);
  const swrConfig = { provider: () => new Map() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ApiProvider client={client} swrConfig={swrConfig}>
        {children}
      </ApiProvider>
    );
  };
}

describe('business hooks', () => {
  it('paying through usePayOrder refreshes the overview, the consumption list and the orders on screen', async () => {
    const { result } = renderHook(
      () => ({
        overview: useAccountOverview(),
        consumption: useConsumption({ pageNum: 1, pageSize: 5 }),
        pending: useOrders({ pageNum: 1, pageSize: 100, status: 'pending' }),
        pay: usePayOrder(),
      }),
      { wrapper: createWrapper() },
    );
    // Read every field each time: SWR re-renders only for the fields a caller has read.
    await waitFor(
      () =>
        expect([
          result.current.pending.data,
          result.current.overview.data,
          result.current.consumption.data,
        ]).not.toContain(undefined),
      { timeout: 5000 },
    );
    const cheapest = [...result.current.pending.data!.list].sort((a, b) => a.amount! - b.amount!)[0]!;
    const balance = result.current.overview.data!.balance;

    await act(() => result.current.pay.trigger({ id: cheapest.id }));

    await waitFor(() =>
      expect(result.current.overview.data!.balance).toBeCloseTo(balance! - cheapest.amount!, 2),
    );
    expect(result.current.consumption.data!.list[0]!.orderId).toBe(cheapest.id);
    expect(result.current.pending.data!.list.some((o) => o.id === cheapest.id)).toBe(false);
  }, 15_000);

  it('a work order created through the hook shows in the list hook', async () => {
    const { result } = renderHook(
      () => ({ list: useWorkOrders({ pageNum: 1, pageSize: 5 }), create: useCreateWorkOrder() }),
      { wrapper: createWrapper() },
    );
    await waitFor(() => expect(result.current.list.data).toBeTruthy());
    const total = result.current.list.data!.total;
    await act(() =>
      result.current.create.trigger({ type: 'account', title: '更换手机号', content: '旧号码停用' }),
    );
    await waitFor(() => expect(result.current.list.data!.total).toBe(total + 1));
    expect(result.current.list.data!.list[0]!.title).toBe('更换手机号');
  });

  it('a null input does not fetch', () => {
    const { result } = renderHook(() => useOrders(null), { wrapper: createWrapper() });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });
});
