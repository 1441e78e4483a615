import * as z from 'zod/mini';
import {
  idParam,
  int,
  list,
  optionalDate,
  optionalEnum,
  optionalInt,
  optionalMoney,
  optionalText,
  page,
  pageRequest,
  required,
  rowId,
  text,
} from '../client/schemas';
import { keyword, recordId } from '../account/money';
import { editionKey } from '../services/schemas';

export const marketCategories = [
  'infrastructure',
  'data',
  'identity',
  'traceability',
  'finance',
  'tools',
] as const;
export const marketCategory = z.enum(marketCategories);
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
export const priceTypes = ['fixed', 'negotiable', 'free'] as const;
export const priceType = z.enum(priceTypes);

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
export const marketProviderList = list(text);

export const marketItem = z.object({
  id: rowId,
  name: optionalText,
  category: optionalEnum(marketCategories),
  scenario: optionalEnum(marketScenarios),
  provider: optionalText,
  summary: optionalText,
  version: optionalText,
  updatedAt: optionalDate,
  priceType: optionalEnum(priceTypes),
  /** Lowest monthly price of a fixed-price edition; missing when every edition is free or negotiable. */
  priceFrom: optionalMoney,
  /** Purchases so far. */
  salesCount: optionalInt,
  editionKeys: list(text),
});

export const marketEdition = z.object({
  key: required(editionKey, 'the purchase sends the edition chosen'),
  /** Key of the picture the UI shows for this edition ('edition-basic', ...). */
  picture: optionalText,
  name: optionalText,
  priceType: optionalEnum(priceTypes),
  /** Price per unit and month; missing when negotiable. */
  monthlyPrice: optionalMoney,
  features: list(text),
});

export const marketVersion = z.object({
  version: optionalText,
  releasedAt: optionalDate,
  notes: optionalText,
});

export const marketDetail = z.extend(marketItem, {
  description: optionalText,
  editions: required(list(marketEdition).check(z.minLength(1)), 'the purchase form offers them'),
  versions: list(marketVersion),
  purchase: required(
    z.object({
      minQuantity: required(int.check(z.minimum(1)), 'the quantity field is bounded by it'),
      maxQuantity: required(int.check(z.minimum(1)), 'the quantity field is bounded by it'),
      /** Allowed periods in months. */
      periods: required(list(int.check(z.minimum(1))).check(z.minLength(1)), 'the period field offers them'),
    }),
    'the purchase form is built from it',
  ),
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
