// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { paginate } from './lib/paging';
import { BusinessErrorCode } from '../orders/errors';
import { ADMIN, call, clientFor, codeOf, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

const customer = () => clientFor(CUSTOMER);
const admin = () => clientFor(ADMIN);

describe('paging', () => {
  it('pages through every order once, with a stable total', async () => {
    const first = await call(customer(), e.orders.list, { pageNum: 1, pageSize: 50 });
    expect(first.total).toBeGreaterThanOrEqual(200);
    const seen = new Set<number>();
    const pages = Math.ceil(first.total / 50);
    for (let pageNum = 1; pageNum <= pages; pageNum += 1) {
      const page = await call(customer(), e.orders.list, { pageNum, pageSize: 50 });
      expect(page.total).toBe(first.total);
      expect(page.pageNum).toBe(pageNum);
      expect(page.list.length).toBe(pageNum < pages ? 50 : first.total - 50 * (pages - 1));
      for (const o of page.list) seen.add(o.id);
    }
    expect(seen.size).toBe(first.total);
    const beyond = await call(customer(), e.orders.list, { pageNum: pages + 1, pageSize: 50 });
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('lists newest first', async () => {
    const { list } = await call(customer(), e.orders.list, { pageNum: 1, pageSize: 30 });
    const dates = list.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps each user to their own records', async () => {
    const mine = await call(customer(), e.orders.list, { pageNum: 1, pageSize: 500 });
    const theirs = await call(admin(), e.orders.list, { pageNum: 1, pageSize: 500 });
    const ids = new Set(mine.list.map((o) => o.id));
    expect(theirs.list.some((o) => ids.has(o.id))).toBe(false);
    const other = theirs.list[0]!;
    expect(await codeOf(call(customer(), e.orders.detail, { id: other.id }))).toBe(
      BusinessErrorCode.NOT_FOUND,
    );
  });

  it('rejects a page size beyond the limit before sending', async () => {
    await expect(call(customer(), e.orders.list, { pageNum: 1, pageSize: 1000 })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });
});

describe('server-side sort (paginate)', () => {
  const rows = [
    { id: 1, name: 'beta', amount: 30, paidAt: '2025-01-02' },
    { id: 2, name: 'Alpha', amount: 5, paidAt: null },
    { id: 3, name: 'gamma', amount: 100, paidAt: '2025-01-01' },
    { id: 4, name: 'delta', amount: 5, paidAt: '2025-01-03' },
    { id: 5, name: 'epsilon', amount: 12.5, paidAt: null },
  ];
  const ids = (page: { list: Array<{ id: number }> }) => page.list.map((r) => r.id);

  it('orders the whole list before cutting the page, numbers by value', () => {
    const first = paginate(rows, { pageNum: 1, pageSize: 2, sort: 'amount', order: 'desc' });
    const second = paginate(rows, { pageNum: 2, pageSize: 2, sort: 'amount', order: 'desc' });
    // Without the sort the first page would be rows 1 and 2; 100 is on row 3.
    expect(ids(first)).toEqual([3, 1]);
    expect(ids(second)).toEqual([5, 2]);
    expect(first.total).toBe(5);
    // Ascending, ties keep the list's own order (2 before 4).
    expect(ids(paginate(rows, { pageNum: 1, pageSize: 5, sort: 'amount', order: 'asc' }))).toEqual([
      2, 4, 5, 1, 3,
    ]);
  });

  it('orders text case-insensitively, and empty values last in either direction', () => {
    expect(ids(paginate(rows, { pageNum: 1, pageSize: 5, sort: 'name' }))).toEqual([2, 1, 4, 5, 3]);
    expect(ids(paginate(rows, { pageNum: 1, pageSize: 5, sort: 'paidAt', order: 'asc' }))).toEqual([
      3, 1, 4, 2, 5,
    ]);
    expect(ids(paginate(rows, { pageNum: 1, pageSize: 5, sort: 'paidAt', order: 'desc' }))).toEqual([
      4, 1, 3, 2, 5,
    ]);
  });

  it('sorts on the mapped rows and leaves the order alone for a field they do not have', () => {
    const mapped = paginate(rows, { pageNum: 1, pageSize: 2, sort: 'cents', order: 'asc' }, (r) => ({
      id: r.id,
      cents: r.amount * 100,
    }));
    expect(ids(mapped)).toEqual([2, 4]);
    expect(ids(paginate(rows, { pageNum: 1, pageSize: 5, sort: 'nope', order: 'desc' }))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('sorts a real list end to end: the first row of page 1 is the smallest of all pages', async () => {
    const all = await call(customer(), e.orders.list, { pageNum: 1, pageSize: 500 });
    const cheapest = Math.min(...all.list.map((o) => o.amount!));
    const dearest = Math.max(...all.list.map((o) => o.amount!));
    const asc = await call(customer(), e.orders.list, {
      pageNum: 1,
      pageSize: 10,
      sort: 'amount',
      order: 'asc',
    });
    const desc = await call(customer(), e.orders.list, {
      pageNum: 1,
      pageSize: 10,
      sort: 'amount',
      order: 'desc',
    });
    expect(asc.list[0]!.amount).toBe(cheapest);
    expect(desc.list[0]!.amount).toBe(dearest);
    expect(asc.total).toBe(all.total);
  });

  it('rejects a sort that is not a field name before sending', async () => {
    await expect(
      call(customer(), e.orders.list, { pageNum: 1, pageSize: 5, sort: 'amount;drop', order: 'asc' }),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('filters', () => {
  it('filters orders by status and type, and the totals add up', async () => {
    const all = await call(customer(), e.orders.list, { pageNum: 1, pageSize: 1 });
    let sum = 0;
    for (const status of ['pending', 'paid', 'cancelled', 'refunded'] as const) {
      const page = await call(customer(), e.orders.list, { pageNum: 1, pageSize: 500, status });
      expect(page.list.every((o) => o.status === status)).toBe(true);
      expect(page.list.length).toBe(page.total);
      sum += page.total;
    }
    expect(sum).toBe(all.total);
    const renewals = await call(customer(), e.orders.list, { pageNum: 1, pageSize: 500, type: 'renewal' });
    expect(renewals.total).toBeGreaterThan(0);
    expect(renewals.list.every((o) => o.type === 'renewal')).toBe(true);
  });

  it('filters orders by an inclusive date range', async () => {
    const page = await call(customer(), e.orders.list, {
      pageNum: 1,
      pageSize: 500,
      dateFrom: '2026-06-01',
      dateTo: '2026-06-30',
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((o) => o.createdAt! >= '2026-06-01' && o.createdAt! < '2026-07-01')).toBe(true);
    const all = await call(customer(), e.orders.list, { pageNum: 1, pageSize: 500 });
    expect(page.total).toBe(all.list.filter((o) => o.createdAt!.slice(0, 7) === '2026-06').length);
  });

  it('finds an order by a part of its number, case-insensitively', async () => {
    const [order] = (await call(customer(), e.orders.list, { pageNum: 1, pageSize: 1 })).list;
    const found = await call(customer(), e.orders.list, {
      pageNum: 1,
      pageSize: 10,
      keyword: order!.orderNo!.slice(2).toLowerCase(),
    });
    expect(found.list.map((o) => o.id)).toContain(order!.id);
    const none = await call(customer(), e.orders.list, {
      pageNum: 1,
      pageSize: 10,
      keyword: 'no-such-order-zzz',
    });
    expect(none).toMatchObject({ total: 0, list: [] });
  });

  it('lists only paid, not invoiced orders as invoiceable', async () => {
    const page = await call(customer(), e.orders.list, { pageNum: 1, pageSize: 500, invoiceable: true });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((o) => o.status === 'paid' && !o.invoiced)).toBe(true);
  });

  it('filters services by chain type and status', async () => {
    const page = await call(customer(), e.services.list, {
      pageNum: 1,
      pageSize: 100,
      chainType: 'permissioned',
      status: 'running',
    });
    expect(page.total).toBeGreaterThan(0);
    expect(
      page.list.every(
        (s) => s.chainType === 'permissioned' && s.status === 'running' && s.chainCode === 'ScOcc03001',
      ),
    ).toBe(true);
  });

  it('filters the market by category, scenario, price type and keyword without signing in', async () => {
    const anonymous = clientFor(null);
    const food = await call(anonymous, e.market.list, { pageNum: 1, pageSize: 50, scenario: 'food' });
    expect(food.total).toBeGreaterThan(0);
    expect(food.list.every((p) => p.scenario === 'food')).toBe(true);
    const negotiable = await call(anonymous, e.market.list, {
      pageNum: 1,
      pageSize: 50,
      priceType: 'negotiable',
    });
    expect(negotiable.list.every((p) => p.priceType === 'negotiable' && p.priceFrom === undefined)).toBe(
      true,
    );
    const tools = await call(anonymous, e.market.list, { pageNum: 1, pageSize: 50, category: 'tools' });
    expect(tools.list.every((p) => p.category === 'tools')).toBe(true);
    const nft = await call(anonymous, e.market.list, { pageNum: 1, pageSize: 50, keyword: 'nft' });
    expect(nft.list.map((p) => p.name)).toContain('NFT 数字藏品发行平台');
  });

  it('filters contracts by chain and network, with the chain id of decision 0005', async () => {
    const page = await call(admin(), e.contracts.list, {
      pageNum: 1,
      pageSize: 100,
      chainCode: 'ScOcc02001',
      network: 'testnet',
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((c) => c.chainId === '0x133ef52')).toBe(true);
    const deployed = await call(admin(), e.contracts.list, { pageNum: 1, pageSize: 100, status: 'deployed' });
    expect(deployed.list.every((c) => c.deployedAt)).toBe(true);
    // The seeded history is from before the demo's chains: no address there has code (decision 0075);
    // the server's null reads as missing (decision 0085).
    expect(
      deployed.list.every((c) => c.historical && c.address === undefined && c.txHash === undefined),
    ).toBe(true);
  });

  it('serves content in the language asked for, by category (decision 0077)', async () => {
    const anonymous = clientFor(null);
    const zh = await call(anonymous, e.content.docs, {
      pageNum: 1,
      pageSize: 100,
      category: 'sdk',
      lang: 'zh',
    });
    const ja = await call(anonymous, e.content.docs, {
      pageNum: 1,
      pageSize: 100,
      category: 'sdk',
      lang: 'ja',
    });
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.list.every((d) => d.category === 'sdk')).toBe(true);
    expect(zh.list[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    expect(ja.list[0]!.title).toMatch(/[\u3040-\u30ff]/);
    const categories = await call(anonymous, e.content.docCategories, { lang: 'en' });
    expect(categories.find((c) => c.key === 'sdk')!.count).toBe(zh.total);
  });
});

describe('permissions', () => {
  it('answers 20001 to a customer on admin-only calls, and serves the admin', async () => {
    for (const attempt of [
      call(customer(), e.contracts.list, { pageNum: 1, pageSize: 5 }),
      call(customer(), e.contracts.templates),
      call(customer(), e.account.drops, { pageNum: 1, pageSize: 5 }),
      call(customer(), e.account.recharges, { pageNum: 1, pageSize: 5 }),
    ]) {
      expect(await codeOf(attempt)).toBe(BusinessErrorCode.FORBIDDEN);
    }
    const drops = await call(admin(), e.account.drops, { pageNum: 1, pageSize: 5, keyword: '存储费' });
    expect(drops.total).toBeGreaterThan(0);
    expect(drops.list.every((d) => d.reason!.includes('存储费'))).toBe(true);
  });

  it('answers 10004 to a console call without a token, and serves public calls', async () => {
    const anonymous = clientFor(null);
    expect(await codeOf(call(anonymous, e.orders.list, { pageNum: 1, pageSize: 5 }))).toBe(10004);
    await expect(call(anonymous, e.content.faqs, { pageNum: 1, pageSize: 5 })).resolves.toMatchObject({
      pageNum: 1,
    });
  });
});
