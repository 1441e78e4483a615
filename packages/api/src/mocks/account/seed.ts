import { type MockOrder, accountOf, bizDb, nextBizId } from '../bizDb';
import { DAY_MS, MOCK_NOW, daysAgo, iso, stamp } from '../lib/clock';
import { compareText } from '../lib/filters';
import { CHAIN_TYPES, COMPANIES, OWNERS, OWNER_NAMES } from '../lib/names';
import type { Rng } from '../lib/rng';

const DROP_REASONS = [
  'Gas 费扣除 Gas fee',
  '存储费 Storage fee',
  '节点托管费 Node hosting',
  'API 超额调用 API overage',
  '跨链手续费 Cross-chain fee',
];

export function seedLedger(rng: Rng) {
  const finalBalance: Record<string, number> = { demo: 1_286_050, admin: 5_230_000 };
  // Drops and recharges of other customers (admin views only).
  for (let i = 0; i < 240; i += 1) {
    const company = rng.pick(COMPANIES);
    bizDb.drops.push({
      id: 0,
      owner: company,
      userName: company,
      amountCents: rng.int(50, 90_000),
      reason: rng.pick(DROP_REASONS),
      chainType: rng.pick(CHAIN_TYPES),
      createdAt: iso(daysAgo(rng, 400, 0)),
    });
  }
  for (let i = 0; i < 120; i += 1) {
    const company = rng.pick(COMPANIES);
    bizDb.recharges.push({
      id: 0,
      owner: company,
      serialNo: '',
      userName: company,
      amountCents: rng.int(10, 500) * 10_000,
      method: rng.pick(['alipay', 'wechat', 'bank_transfer'] as const),
      status: rng.pick(['success', 'success', 'success', 'pending', 'failed'] as const),
      createdAt: iso(daysAgo(rng, 400, 0)),
    });
  }
  for (const owner of OWNERS) {
    const userName = OWNER_NAMES[owner] ?? owner;
    for (let i = 0; i < 40; i += 1) {
      bizDb.drops.push({
        id: 0,
        owner,
        userName,
        amountCents: rng.int(50, 30_000),
        reason: rng.pick(DROP_REASONS),
        chainType: rng.pick(CHAIN_TYPES),
        createdAt: iso(daysAgo(rng, 400, 0)),
      });
    }
    for (let i = 0; i < 18; i += 1) {
      bizDb.recharges.push({
        id: 0,
        owner,
        serialNo: '',
        userName,
        amountCents: rng.int(5, 200) * 10_000,
        method: rng.pick(['alipay', 'wechat', 'bank_transfer'] as const),
        status: 'success',
        createdAt: iso(daysAgo(rng, 420, 0)),
      });
    }
    // Replay the ledger so each balanceAfter is true: opening recharge covers the difference.
    const payments = bizDb.orders.filter((o) => o.owner === owner && o.paidAt && o.amountCents > 0);
    const drops = bizDb.drops.filter((d) => d.owner === owner);
    const recharges = bizDb.recharges.filter((r) => r.owner === owner && r.status === 'success');
    const refunds = bizDb.orders.filter((o) => o.owner === owner && o.status === 'refunded');
    const out =
      payments.reduce((s, o) => s + o.amountCents, 0) + drops.reduce((s, d) => s + d.amountCents, 0);
    const back =
      recharges.reduce((s, r) => s + r.amountCents, 0) + refunds.reduce((s, o) => s + o.amountCents, 0);
    const target = finalBalance[owner] ?? 0;
    const opening = target + out - back;
    if (opening > 0) {
      bizDb.recharges.push({
        id: 0,
        owner,
        serialNo: '',
        userName,
        amountCents: opening,
        method: 'bank_transfer',
        status: 'success',
        createdAt: iso(MOCK_NOW - 430 * DAY_MS),
      });
    }
    type Event = { at: string; delta: number; order?: MockOrder };
    const events: Event[] = [
      ...payments.map((o) => ({ at: o.paidAt as string, delta: -o.amountCents, order: o })),
      ...drops.map((d) => ({ at: d.createdAt, delta: -d.amountCents })),
      ...bizDb.recharges
        .filter((r) => r.owner === owner && r.status === 'success')
        .map((r) => ({ at: r.createdAt, delta: r.amountCents })),
      ...refunds.map((o) => ({
        at: o.timeline[o.timeline.length - 1]?.at ?? o.createdAt,
        delta: o.amountCents,
      })),
    ].sort((a, b) => compareText(a.at, b.at));
    let balance = opening < 0 ? -opening : 0;
    for (const e of events) {
      balance += e.delta;
      if (e.order) {
        bizDb.consumption.push({
          id: 0,
          owner,
          orderId: e.order.id,
          orderNo: e.order.orderNo,
          productName: e.order.productName,
          amountCents: e.order.amountCents,
          balanceAfterCents: balance,
          createdAt: e.at,
        });
      }
    }
    accountOf(owner).balanceCents = balance;
  }
  // Ids and serial numbers in time order.
  for (const list of [bizDb.drops, bizDb.recharges, bizDb.consumption]) {
    list.sort((a, b) => compareText(a.createdAt, b.createdAt));
  }
  for (const d of bizDb.drops) d.id = nextBizId('drops');
  for (const c of bizDb.consumption) c.id = nextBizId('consumption');
  for (const r of bizDb.recharges) {
    r.id = nextBizId('recharges');
    r.serialNo = `CZ${stamp(new Date(r.createdAt))}${String(r.id).padStart(6, '0')}`;
  }
  // A pending withdrawal of the demo user keeps part of the balance frozen.
  const demo = accountOf('demo');
  demo.frozenCents = 50_000;
  bizDb.fundRequests.push({
    id: nextBizId('fundRequests'),
    owner: 'demo',
    kind: 'withdrawal',
    amountCents: 50_000,
    orderId: null,
    status: 'pending',
    createdAt: iso(MOCK_NOW - 2 * DAY_MS),
  });
}
