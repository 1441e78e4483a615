import { type MockOrder, accountOf, bizDb, nextBizId } from '../bizDb';
import { DAY_MS, MOCK_NOW, daysAgo, iso, stamp } from '../lib/clock';
import { compareText } from '../lib/filters';
import { CHAIN_TYPES, COMPANIES, OWNERS, OWNER_NAMES } from '../lib/names';
import type { Rng } from '../lib/rng';
import { type Texts, texts } from '../lib/said';

/** What a drop pays for, as the platform writes it in each language (decision 0077). */
const DROP_REASONS: Texts[] = [
  texts('交易手续费扣除', 'Gas fee', 'Comisión de gas', 'ガス代'),
  texts('存储费', 'Storage fee', 'Almacenamiento', 'ストレージ料金'),
  texts('节点托管费', 'Node hosting', 'Alojamiento de nodos', 'ノードホスティング料金'),
  texts('API 超额调用', 'API overage', 'Exceso de llamadas a la API', 'API 超過呼び出し'),
  texts('跨链手续费', 'Cross-chain fee', 'Comisión entre cadenas', 'クロスチェーン手数料'),
];

export function seedLedger(rng: Rng) {
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
      createdAt: iso(daysAgo(rng, 364, 0)),
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
      createdAt: iso(daysAgo(rng, 364, 0)),
    });
  }
  // The demo owners' ledgers, replayed in time order from an empty account (decision 0068): a
  // payment is taken from the balance, never beyond it (orders/handlers.ts refuses it), so before
  // one the customer tops up a round amount; a refund puts the amount back. Every consumption
  // record's balanceAfter is the balance before it minus its amount.
  for (const owner of OWNERS) {
    const userName = OWNER_NAMES[owner] ?? owner;
    type Event = { at: string; delta: number; order?: MockOrder };
    const events: Event[] = [];
    for (const o of bizDb.orders) {
      if (o.owner !== owner || !o.paidAt || o.amountCents <= 0) continue;
      events.push({ at: o.paidAt, delta: -o.amountCents, order: o });
      const refunded = o.timeline.find((t) => t.status === 'refunded');
      if (refunded) events.push({ at: refunded.at, delta: o.amountCents });
    }
    events.sort((a, b) => compareText(a.at, b.at));
    let balance = 0;
    let previous = 0;
    /** A successful recharge of the owner, added to the balance. */
    const topUp = (amountCents: number, method: 'alipay' | 'wechat' | 'bank_transfer', at: number) => {
      bizDb.recharges.push({
        id: 0,
        owner,
        serialNo: '',
        userName,
        amountCents,
        method,
        status: 'success',
        createdAt: iso(at),
      });
      balance += amountCents;
    };
    for (const e of events) {
      if (e.order && balance + e.delta < 0) {
        // A top-up in whole ¥1,000s, leaving ¥2,000 to ¥6,000 over, some minutes before paying.
        const amount = Math.ceil((-(balance + e.delta) + rng.int(2, 6) * 100_000) / 100_000) * 100_000;
        // After the movement before it, so the ledger replays in the same order.
        topUp(
          amount,
          rng.pick(['alipay', 'wechat', 'bank_transfer'] as const),
          Math.max(previous + 1000, Date.parse(e.at) - rng.int(5, 90) * 60_000),
        );
      }
      previous = Date.parse(e.at);
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
    // Money kept for what comes next: a last top-up when little is left.
    if (balance < 800_000) {
      topUp(
        Math.ceil((800_000 - balance + rng.int(2, 8) * 100_000) / 100_000) * 100_000,
        'bank_transfer',
        Math.min(MOCK_NOW - 60_000, previous + rng.int(1, 48) * 3_600_000),
      );
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
