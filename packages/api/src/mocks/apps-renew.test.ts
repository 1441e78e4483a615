// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import type { ApiClient } from '../client/client';
import { BusinessErrorCode } from '../orders/errors';
import { call, clientFor, codeOf, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

const cents = (yuan: number) => Math.round(yuan * 100);

async function firstApp(client: ApiClient, status: 'active' | 'reviewing') {
  const item = (await call(client, e.apps.list, { pageNum: 1, pageSize: 1, status })).list[0]!;
  return call(client, e.apps.detail, { id: item.id });
}

describe('app renewal (decision 0040)', () => {
  it('the detail carries the product the app runs on, as the market describes it', async () => {
    const client = clientFor(CUSTOMER);
    const app = await firstApp(client, 'active');
    const product = await call(client, e.market.detail, { id: app.productId! });
    expect(app.productName).toBe(product.name);
    expect(app.scenario).toBe(product.scenario);
    expect(app.provider).toBe(product.provider);
    expect(product.versions.map((v) => v.version)).toContain(app.version);
    const edition = product.editions.find((x) => x.key === app.edition)!;
    expect(app.renewal!.monthlyPrice).toBe(edition.monthlyPrice);
    expect(app.renewal!.periods).toEqual(product.purchase.periods);
    expect(Date.parse(app.expiresAt!)).toBeGreaterThan(Date.parse(app.startsAt!));
  });

  it('charges monthly price × months once, writes a paid renewal order and extends the expiry', async () => {
    const client = clientFor(CUSTOMER);
    const app = await firstApp(client, 'active');
    const before = await call(client, e.account.overview);
    const months = app.renewal!.periods[1]!;
    const renewed = await call(client, e.apps.renew, { id: app.id, periodMonths: months });
    const after = await call(client, e.account.overview);
    const price = cents(app.renewal!.monthlyPrice) * months;
    expect(cents(before.balance!) - cents(after.balance!)).toBe(price);
    expect(renewed.periodMonths).toBe(months);
    const start = new Date(app.renewal!.startsAt!);
    const expected = new Date(start);
    expected.setUTCMonth(expected.getUTCMonth() + months);
    expect(renewed.expiresAt!.slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
    const [order] = (await call(client, e.orders.list, { pageNum: 1, pageSize: 1 })).list;
    expect(order).toMatchObject({ type: 'renewal', status: 'paid', periodMonths: months, invoiced: false });
    expect(cents(order!.amount!)).toBe(price);
    const [movement] = (await call(client, e.account.consumption, { pageNum: 1, pageSize: 1 })).list;
    expect(movement!.orderNo).toBe(order!.orderNo);
  });

  it('refuses a renewal above the available balance, and charges nothing', async () => {
    const client = clientFor(CUSTOMER);
    const app = await firstApp(client, 'active');
    const before = await call(client, e.account.overview);
    const months = Math.max(...app.renewal!.periods);
    // Freeze part of the balance with a withdrawal until the longest renewal no longer fits.
    const price = cents(app.renewal!.monthlyPrice) * months;
    if (cents(before.available) >= price) {
      await call(client, e.account.withdraw, {
        amount: (cents(before.available) - price + 100) / 100,
        bankName: '工商银行',
        bankAccount: '6222020200112233445',
        accountName: '演示用户',
      });
    }
    const low = await call(client, e.account.overview);
    expect(cents(low.available)).toBeLessThan(price);
    expect(await codeOf(call(client, e.apps.renew, { id: app.id, periodMonths: months }))).toBe(
      BusinessErrorCode.INSUFFICIENT_BALANCE,
    );
    expect((await call(client, e.account.overview)).balance).toBe(low.balance);
  });

  it('refuses an app under review and a period not offered', async () => {
    const client = clientFor(CUSTOMER);
    const reviewing = await firstApp(client, 'reviewing');
    expect(reviewing.renewal).toBeUndefined();
    expect(await codeOf(call(client, e.apps.renew, { id: reviewing.id, periodMonths: 1 }))).toBe(
      BusinessErrorCode.INVALID_STATE,
    );
    const app = await firstApp(client, 'active');
    expect(await codeOf(call(client, e.apps.renew, { id: app.id, periodMonths: 5 }))).toBe(
      BusinessErrorCode.INVALID_PARAMS,
    );
  });
});
