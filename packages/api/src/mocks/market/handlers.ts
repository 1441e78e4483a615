import type * as z from 'zod/mini';
import { marketEndpoints } from '../../market/endpoints';
import type { marketItem } from '../../market/schemas';
import { BusinessErrorCode as E } from '../../orders/errors';
import { type Bilingual, type MockOrder, type MockProduct, bizDb, nextBizId } from '../bizDb';
import { invalid, notFound } from '../lib/answers';
import { mockNow, nowIso } from '../lib/clock';
import { matches, newestFirst } from '../lib/filters';
import { fail, mockEndpoint } from '../lib/http';
import { said } from '../lib/said';
import { yuan } from '../lib/money';
import { me, mine } from '../lib/owned';
import { paginate } from '../lib/paging';
import { runtimeRng } from '../lib/rng';
import { orderDetailOf } from '../orders/handlers';
import { orderNo } from '../orders/seed';

/** The text of a bilingual record in the language asked for ('zh', otherwise English). */
const pick = (text: Bilingual, lang: string | undefined) => (lang === 'zh' ? text.zh : text.en);

const EDITION_NAMES: Record<string, Bilingual> = {
  basic: { zh: '基础版', en: 'Basic' },
  custom: { zh: '定制版', en: 'Custom' },
  trial: { zh: '试用版', en: 'Trial' },
  advanced: { zh: '高级版', en: 'Advanced' },
};

function productPriceType(p: MockProduct) {
  if (p.editions.some((e) => e.priceType === 'fixed')) return 'fixed' as const;
  if (p.editions.some((e) => e.priceType === 'negotiable')) return 'negotiable' as const;
  return 'free' as const;
}

function marketItemOf(p: MockProduct): z.input<typeof marketItem> {
  const fixed = p.editions.filter((e) => e.priceType === 'fixed').map((e) => e.monthlyCents ?? 0);
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    scenario: p.scenario,
    provider: p.provider,
    summary: p.summary,
    version: p.versions[0]?.version ?? '1.0.0',
    updatedAt: p.updatedAt,
    priceType: productPriceType(p),
    priceFrom: fixed.length > 0 ? yuan(Math.min(...fixed)) : null,
    salesCount: p.salesCount,
    editionKeys: p.editions.map((e) => e.key),
  };
}

/**
 * The `sort` of market.list (decisions 0016, 0065): a free product sorts as price 0 and a product
 * whose price is negotiable after every priced or free one, in both price orders.
 */
function sortMarket(list: MockProduct[], sort: string | undefined): MockProduct[] {
  const price = (p: MockProduct) => {
    const item = marketItemOf(p);
    return item.priceType === 'free' ? 0 : item.priceFrom;
  };
  const byPrice = (dir: 1 | -1) => (a: MockProduct, b: MockProduct) => {
    const pa = price(a);
    const pb = price(b);
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
    return (pa - pb) * dir;
  };
  if (sort === 'popular') return [...list].sort((a, b) => b.salesCount - a.salesCount);
  if (sort === 'price_asc') return [...list].sort(byPrice(1));
  if (sort === 'price_desc') return [...list].sort(byPrice(-1));
  return list;
}

export const marketHandlers = [
  mockEndpoint(marketEndpoints.list, (input) => {
    const list = bizDb.products
      .filter((p) => !input.category || p.category === input.category)
      .filter((p) => !input.scenario || p.scenario === input.scenario)
      .filter((p) => !input.priceType || productPriceType(p) === input.priceType)
      .filter((p) => !input.provider || p.provider === input.provider)
      .filter((p) => matches(input.keyword, p.name, p.provider, p.summary))
      .sort(newestFirst((p) => p.updatedAt));
    return paginate(sortMarket(list, input.sort), { ...input, sort: undefined }, marketItemOf);
  }),
  mockEndpoint(marketEndpoints.providers, () =>
    [...new Set(bizDb.products.map((p) => p.provider))].sort((a, b) => a.localeCompare(b)),
  ),
  mockEndpoint(marketEndpoints.detail, (input) => {
    const p = bizDb.products.find((x) => x.id === input.id);
    if (!p) return notFound('产品', 'Product');
    return {
      ...marketItemOf(p),
      description: p.description,
      editions: p.editions.map((e) => ({
        key: e.key,
        picture: `edition-${e.key}`,
        name: pick(EDITION_NAMES[e.key] ?? { zh: e.key, en: e.key }, input.lang),
        priceType: e.priceType,
        monthlyPrice: e.monthlyCents === null ? null : yuan(e.monthlyCents),
        features: e.features.map((f) => pick(f, input.lang)),
      })),
      versions: p.versions,
      purchase: { minQuantity: 1, maxQuantity: p.maxQuantity, periods: p.periods },
    };
  }),
  mockEndpoint(marketEndpoints.purchase, (input, { user }) => {
    const u = me(user);
    const p = bizDb.products.find((x) => x.id === input.productId);
    if (!p) return notFound('产品', 'Product');
    const edition = p.editions.find((e) => e.key === input.edition);
    if (!edition) return invalid(`edition ${input.edition} is not offered`);
    if (edition.priceType === 'negotiable')
      return fail(
        E.NEGOTIABLE_PRICE,
        said('该版本价格面议，请联系商务', 'Price on request: please contact sales'),
      );
    if (input.quantity > p.maxQuantity) return invalid(`quantity at most ${p.maxQuantity}`);
    if (edition.key === 'trial' ? input.periodMonths !== 1 : !p.periods.includes(input.periodMonths)) {
      return invalid(`periodMonths must be one of ${edition.key === 'trial' ? '1' : p.periods.join(', ')}`);
    }
    const unit = edition.monthlyCents ?? 0;
    const created = nowIso();
    const order: MockOrder = {
      id: nextBizId('orders'),
      owner: u.username,
      orderNo: orderNo(new Date(mockNow()), runtimeRng()),
      type: mine(bizDb.orders, u).some((o) => o.productId === p.id && o.status === 'paid')
        ? 'renewal'
        : 'purchase',
      status: 'pending',
      productId: p.id,
      productName: p.name,
      edition: edition.key,
      quantity: input.quantity,
      periodMonths: input.periodMonths,
      unitCents: unit,
      amountCents: unit * input.quantity * input.periodMonths,
      invoiceId: null,
      createdAt: created,
      paidAt: null,
      timeline: [{ status: 'pending', at: created }],
    };
    bizDb.orders.push(order);
    return orderDetailOf(order);
  }),
];
