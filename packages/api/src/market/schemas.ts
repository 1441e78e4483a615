import { z } from 'zod';
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
export const marketScenario = z.enum([
  'digital_collections',
  'government',
  'food',
  'retail',
  'manufacturing',
  'intellectual_property',
  'medical',
]);
export const priceType = z.enum(['fixed', 'negotiable', 'free']);

/** List orders of the market (decision 0016); newest (last update) first by default. */
export const marketSort = z.enum(['newest', 'popular', 'price_asc', 'price_desc']);

export const marketListRequest = pageRequest({
  category: marketCategory.optional(),
  scenario: marketScenario.optional(),
  priceType: priceType.optional(),
  /** Exact provider name (one of `market.providers`). */
  provider: z.string().max(100).optional(),
  sort: marketSort.optional(),
  keyword,
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
  priceFrom: money.nullable(),
  /** Purchases so far. */
  salesCount: z.number().int().min(0),
  editionKeys: z.array(editionKey),
});

export const marketEdition = z.object({
  key: editionKey,
  /** Key of the picture the UI shows for this edition ('edition-basic', ...). */
  picture: z.string(),
  name: z.string(),
  priceType,
  /** Price per unit and month; null when negotiable. */
  monthlyPrice: money.nullable(),
  features: z.array(z.string()),
});

export const marketVersion = z.object({
  version: z.string(),
  releasedAt: instant,
  notes: z.string(),
});

export const marketDetail = marketItem.extend({
  description: z.string(),
  editions: z.array(marketEdition).min(1),
  versions: z.array(marketVersion).min(1),
  purchase: z.object({
    minQuantity: z.number().int().min(1),
    maxQuantity: z.number().int().min(1),
    /** Allowed periods in months. */
    periods: z.array(z.number().int().min(1)).min(1),
  }),
});

export const marketList = page(marketItem);

/** Edition names and features come in Chinese for 'zh', English otherwise. */
export const marketDetailRequest = idParam.extend({ lang: z.enum(['zh', 'en', 'es', 'ja']).optional() });

export const marketPurchaseRequest = z.object({
  productId: recordId,
  edition: editionKey,
  quantity: z.number().int().min(1).max(100),
  periodMonths: z.number().int().min(1).max(36),
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
