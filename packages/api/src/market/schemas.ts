import * as z from 'zod/mini';
import { idParam, page, pageRequest } from '../client/schemas';
import { instant, keyword, money, recordId } from '../account/money';
import { editionKey } from '../services/schemas';

export const marketCategory = z.enum([
  'infrastructure',
  'data',
  'identity',
  'traceability',
  'finance',
  'tools',
]);
/** The solutions of docs/product.md#product. */
export const marketScenarios = [
  'digital_collections',
  'government',
  'food',
  'retail',
  'manufacturing',
  'intellectual_property',
  'medical',
] as const;
export const marketScenario = z.enum(marketScenarios);
export const priceType = z.enum(['fixed', 'negotiable', 'free']);

/** List orders of the market (decision 0016); newest (last update) first by default. */
export const marketSort = z.enum(['newest', 'popular', 'price_asc', 'price_desc']);

export const marketListRequest = pageRequest({
  category: z.optional(marketCategory),
  scenario: z.optional(marketScenario),
  priceType: z.optional(priceType),
  /** Exact provider name (one of `market.providers`). */
  provider: z.optional(z.string().check(z.maxLength(100))),
  sort: z.optional(marketSort),
  keyword,
  /** The language of names and summaries; without it, the request's Accept-Language (decision 0077). */
  lang: z.optional(z.enum(['zh', 'en', 'es', 'ja'])),
});

/** The distinct providers of the market, sorted by name. */
export const marketProviderList = z.array(z.string());

export const marketItem = z.object({
  id: recordId,
  name: z.string(),
  category: marketCategory,
  scenario: marketScenario,
  provider: z.string(),
  summary: z.string(),
  version: z.string(),
  updatedAt: instant,
  priceType,
  /** Lowest monthly price of a fixed-price edition; null when every edition is free or negotiable. */
  priceFrom: z.nullable(money),
  /** Purchases so far. */
  salesCount: z.int().check(z.minimum(0)),
  editionKeys: z.array(editionKey),
});

export const marketEdition = z.object({
  key: editionKey,
  /** Key of the picture the UI shows for this edition ('edition-basic', ...). */
  picture: z.string(),
  name: z.string(),
  priceType,
  /** Price per unit and month; null when negotiable. */
  monthlyPrice: z.nullable(money),
  features: z.array(z.string()),
});

export const marketVersion = z.object({
  version: z.string(),
  releasedAt: instant,
  notes: z.string(),
});

export const marketDetail = z.extend(marketItem, {
  description: z.string(),
  editions: z.array(marketEdition).check(z.minLength(1)),
  versions: z.array(marketVersion).check(z.minLength(1)),
  purchase: z.object({
    minQuantity: z.int().check(z.minimum(1)),
    maxQuantity: z.int().check(z.minimum(1)),
    /** Allowed periods in months. */
    periods: z.array(z.int().check(z.minimum(1))).check(z.minLength(1)),
  }),
});

export const marketList = page(marketItem);

/** The language of the texts; without it, the request's Accept-Language (decision 0077). */
export const marketDetailRequest = z.extend(idParam, { lang: z.optional(z.enum(['zh', 'en', 'es', 'ja'])) });

export const marketPurchaseRequest = z.object({
  productId: recordId,
  edition: editionKey,
  quantity: z.int().check(z.minimum(1), z.maximum(100)),
  periodMonths: z.int().check(z.minimum(1), z.maximum(36)),
});

export type MarketCategory = z.infer<typeof marketCategory>;
export type MarketScenario = z.infer<typeof marketScenario>;
export type PriceType = z.infer<typeof priceType>;
export type MarketSort = z.infer<typeof marketSort>;
export type MarketListRequest = z.input<typeof marketListRequest>;
export type MarketItem = z.infer<typeof marketItem>;
export type MarketEdition = z.infer<typeof marketEdition>;
export type MarketDetail = z.infer<typeof marketDetail>;
export type MarketPurchaseRequest = z.input<typeof marketPurchaseRequest>;
