// Two tabs pay one order (issue 25): the second payment is refused with a code of its own (the
// order is already paid, nothing charged), and the hook refreshes what the tab shows.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { useAccountOverview } from '../account/hooks';
import { ApiProvider } from '../client/hooks';
import { useOrders, usePayOrder } from '../orders/hooks';
import { BusinessErrorCode } from '../orders/errors';
import { call, clientFor, codeOf, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

const cents = (yuan: number) => Math.round(yuan * 100);

async function cheapestPending() {
  const list = (
    await call(clientFor(CUSTOMER), e.orders.list, { pageNum: 1, pageSize: 100, status: 'pending' })
  ).list;
  return [...list].sort((a, b) => a.amount! - b.amount!)[0]!;
}

describe('paying an order that another tab has paid', () => {
  it('is refused with ALREADY_PAID and charges nothing', async () => {
    const order = await cheapestPending();
    const first = clientFor(CUSTOMER);
    const second = clientFor(CUSTOMER);
    await call(first, e.orders.pay, { id: order.id });
    const balance = cents((await call(first, e.account.overview)).balance!);
    expect(await codeOf(call(second, e.orders.pay, { id: order.id }))).toBe(BusinessErrorCode.ALREADY_PAID);
    expect(cents((await call(first, e.account.overview)).balance!)).toBe(balance);
  });

  it("the losing tab's usePayOrder revalidates the order list and the balance", async () => {
    const order = await cheapestPending();
    const tab = clientFor(CUSTOMER);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={tab} swrConfig={{ provider: () => new Map() }}>
        {children}
      </ApiProvider>
    );
    const { result } = renderHook(
      () => ({
        overview: useAccountOverview(),
        pending: useOrders({ pageNum: 1, pageSize: 100, status: 'pending' }),
        pay: usePayOrder(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect([result.current.overview.data, result.current.pending.data]).not.toContain(undefined),
    );
    const shownBalance = result.current.overview.data!.balance;
    // The other tab pays first.
    await call(clientFor(CUSTOMER), e.orders.pay, { id: order.id });
    await act(async () => {
      await expect(result.current.pay.trigger({ id: order.id })).rejects.toMatchObject({
        code: BusinessErrorCode.ALREADY_PAID,
      });
    });
    await waitFor(() => {
      expect(result.current.pending.data!.list.map((o) => o.id)).not.toContain(order.id);
      expect(cents(result.current.overview.data!.balance!)).toBe(cents(shownBalance!) - cents(order.amount!));
    });
  });
});
