import type * as z from 'zod/mini';
import { marketEndpoints } from '../../market/endpoints';
import type { marketItem } from '../../market/schemas';
import { BusinessErrorCode as E } from '../../orders/errors';
import { type MockOrder, type MockProduct, bizDb, nextBizId } from '../bizDb';
import { invalid, notFound } from '../lib/answers';
import { mockNow, nowIso } from '../lib/clock';
import { matches, newestFirst } from '../lib/filters';
import { fail, mockEndpoint } from '../lib/http';
import { type ReaderLanguage, inLanguage, readerOf, said } from '../lib/said';
import { yuan } from '../lib/money';
import { me, mine } from '../lib/owned';
import { paginate } from '../lib/paging';
import { runtimeRng } from '../lib/rng';
import { orderDetailOf } from '../orders/handlers';
import { orderNo } from '../orders/seed';
import { EDITION_NAMES } from './seed';

function productPriceType(p: MockProduct) {
  if (p.editions.some((e) => e.priceType === 'fixed')) return 'fixed' as const;
  if (p.editions.some((e) => e.priceType === 'negotiable')) return 'negotiable' as const;
  return 'free' as const;
}

/** A product as the market lists it, in the reader's language (decision 0077). */
function marketItemOf(p: MockProduct, language: ReaderLanguage): z.input<typeof marketItem> {
  const fixed = p.editions.filter((e) => e.priceType === 'fixed').map((e) => e.monthlyCents ?? 0);
  return {
    id: p.id,
    name: inLanguage(p.name, language),
    category: p.category,
    scenario: p.scenario,
    provider: inLanguage(p.provider, language),
    summary: inLanguage(p.summary, language),
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
    const item = marketItemOf(p, 'en');
    return item.priceType === 'free' ? 0 : item.priceFrom == null ? null : Number(item.priceFrom);
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
  mockEndpoint(marketEndpoints.list, (input, { request }) => {
    const language = readerOf(request, input.lang);
    const list = bizDb.products
      .filter((p) => !input.category || p.category === input.category)
      .filter((p) => !input.scenario || p.scenario === input.scenario)
      .filter((p) => !input.priceType || productPriceType(p) === input.priceType)
      // A provider's name in any language (an address keeps the one it was chosen in).
      .filter((p) => !input.provider || Object.values(p.provider).includes(input.provider))
      .filter((p) =>
        matches(
          input.keyword,
          inLanguage(p.name, language),
          inLanguage(p.provider, language),
          inLanguage(p.summary, language),
        ),
      )
      .sort(newestFirst((p) => p.updatedAt));
    return paginate(sortMarket(list, input.sort), { ...input, sort: undefined }, (p) =>
      marketItemOf(p, language),
    );
  }),
  mockEndpoint(marketEndpoints.providers, (_input, { request }) => {
    const language = readerOf(request);
    return [...new Set(bizDb.products.map((p) => inLanguage(p.provider, language)))].sort((a, b) =>
      a.localeCompare(b),
    );
  }),
  mockEndpoint(marketEndpoints.detail, (input, { request }) => {
    const p = bizDb.products.find((x) => x.id === input.id);
    if (!p) return notFound('产品', 'Product');
    const language = readerOf(request, input.lang);
    return {
      ...marketItemOf(p, language),
      description: inLanguage(p.description, language),
      editions: p.editions.map((e) => ({
        key: e.key,
        picture: `edition-${e.key}`,
        name: inLanguage(EDITION_NAMES[e.key], language),
        priceType: e.priceType,
        monthlyPrice: e.monthlyCents === null ? null : yuan(e.monthlyCents),
        features: e.features.map((f) => inLanguage(f, language)),
      })),
      versions: p.versions.map((v) => ({ ...v, notes: inLanguage(v.notes, language) })),
      purchase: { minQuantity: 1, maxQuantity: p.maxQuantity, periods: p.periods },
    };
  }),
  mockEndpoint(marketEndpoints.purchase, (input, { user, request }) => {
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
      // The order keeps the name the customer bought it under.
      productName: inLanguage(p.name, readerOf(request)),
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
    return orderDetailOf(order, readerOf(request));
  }),
];
