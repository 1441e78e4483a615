import type { OrderStatus, OrderType } from '../../orders/schemas';
import { type MockEdition, type MockOrder, bizDb, nextBizId } from '../bizDb';
import { DAY_MS, MOCK_NOW, daysAgo, iso, stamp } from '../lib/clock';
import { compareText } from '../lib/filters';
import { OWNERS, ownerLanguage } from '../lib/names';
import type { Rng } from '../lib/rng';

const STATUS_WEIGHTS: OrderStatus[] = [
  'paid',
  'paid',
  'paid',
  'paid',
  'paid',
  'paid',
  'paid',
  'cancelled',
  'cancelled',
  'refunded',
];
const TYPES: OrderType[] = ['purchase', 'purchase', 'purchase', 'renewal', 'renewal', 'upgrade'];

export function orderNo(at: Date, rng?: Rng): string {
  const suffix = rng ? rng.digits(6) : String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return `DD${stamp(at)}${suffix}`;
}

export function seedOrders(rng: Rng) {
  const counts: Record<string, number> = { demo: 268, admin: 142 };
  // A small customer's purchases: editions up to ¥3,000 a month, mostly one for a month (decision 0068).
  const affordable = (e: MockEdition) => e.priceType === 'fixed' && (e.monthlyCents ?? 0) <= 300_000;
  const buyable = bizDb.products.filter((p) => p.editions.some(affordable));
  for (const owner of OWNERS) {
    for (let i = 0; i < (counts[owner] ?? 20); i += 1) {
      const product = rng.pick(buyable);
      const edition = rng.pick(product.editions.filter(affordable));
      // Pending orders are recent; the rest spread over the last 12 months.
      let status = rng.pick(STATUS_WEIGHTS);
      if (rng.bool(0.06)) status = 'pending';
      const created = status === 'pending' ? daysAgo(rng, 10, 0) : daysAgo(rng, 364, 1);
      const quantity = rng.pick([1, 1, 1, 1, 2]);
      const periodMonths = rng.pick([1, 1, 1, 3]);
      const unit = edition.monthlyCents ?? 0;
      const paidAt =
        status === 'paid' || status === 'refunded' ? new Date(+created + rng.int(60, 7200) * 1000) : null;
      const timeline: MockOrder['timeline'] = [{ status: 'pending', at: iso(created) }];
      if (paidAt) timeline.push({ status: 'paid', at: iso(paidAt) });
      if (status === 'cancelled')
        timeline.push({ status: 'cancelled', at: iso(+created + rng.int(60, 86_400) * 1000) });
      if (status === 'refunded' && paidAt)
        timeline.push({
          status: 'refunded',
          at: iso(Math.min(+paidAt + rng.int(1, 20) * DAY_MS, MOCK_NOW - rng.int(1, 600) * 60_000)),
        });
      bizDb.orders.push({
        id: nextBizId('orders'),
        owner,
        orderNo: orderNo(created, rng),
        type: rng.pick(TYPES),
        status,
        productId: product.id,
        // The name the customer bought it under, in the customer's language.
        productName: product.name[ownerLanguage(owner)],
        edition: edition.key,
        quantity,
        periodMonths,
        unitCents: unit,
        amountCents: unit * quantity * periodMonths,
        invoiceId: null,
        createdAt: iso(created),
        paidAt: paidAt ? iso(paidAt) : null,
        timeline,
      });
    }
  }
  // A year of the dearest edition, ordered yesterday and not paid: more than the demo account holds
  // (the pay dialog's "too little balance" state).
  const dearest = bizDb.products
    .flatMap((product) => product.editions.map((edition) => ({ product, edition })))
    .filter(({ edition }) => edition.priceType === 'fixed')
    .sort((x, y) => (y.edition.monthlyCents ?? 0) - (x.edition.monthlyCents ?? 0))[0];
  if (dearest) {
    const created = daysAgo(rng, 1, 0.5);
    const unit = dearest.edition.monthlyCents ?? 0;
    bizDb.orders.push({
      id: nextBizId('orders'),
      owner: OWNERS[0],
      orderNo: orderNo(created, rng),
      type: 'purchase',
      status: 'pending',
      productId: dearest.product.id,
      productName: dearest.product.name[ownerLanguage(OWNERS[0])],
      edition: dearest.edition.key,
      quantity: 1,
      periodMonths: 12,
      unitCents: unit,
      amountCents: unit * 12,
      invoiceId: null,
      createdAt: iso(created),
      paidAt: null,
      timeline: [{ status: 'pending', at: iso(created) }],
    });
  }
  bizDb.orders.sort((a, b) => compareText(a.createdAt, b.createdAt));
}
