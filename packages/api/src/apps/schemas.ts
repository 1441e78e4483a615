import * as z from 'zod/mini';
import { page, pageRequest } from '../client/schemas';
import { instant, keyword, money, recordId } from '../account/money';
import { chainCode, chainType } from '../contracts/chains';
import { marketScenario } from '../market/schemas';
import { editionKey } from '../services/schemas';

export const appStatus = z.enum(['active', 'disabled', 'reviewing']);

export const appListRequest = pageRequest({
  chainType: z.optional(chainType),
  status: z.optional(appStatus),
  keyword,
});

export const appItem = z.object({
  id: recordId,
  name: z.string(),
  appId: z.string(),
  /** The key is never sent in clear: first 3 and last 4 characters kept ('sk_****a1b2'). */
  appKeyMasked: z.string().check(z.regex(/^.{3}\*{4}.{4}$/)),
  chainType,
  chainCode: z.nullable(chainCode),
  serviceId: recordId,
  serviceName: z.string(),
  status: appStatus,
  createdAt: instant,
});

export const appDetail = z.extend(appItem, {
  description: z.string(),
  callbackUrl: z.nullable(z.url()),
  requestsToday: z.int().check(z.minimum(0)),
  requestsMonth: z.int().check(z.minimum(0)),
  /** The market product the app runs on, and what the market says of it (decision 0040). */
  productId: recordId,
  productName: z.string(),
  version: z.string().check(z.describe('The product version the app runs')),
  scenario: marketScenario,
  provider: z.string(),
  edition: editionKey,
  /** The current subscription period: its length in months and its ends. */
  periodMonths: z.int().check(z.minimum(1)),
  startsAt: instant,
  expiresAt: instant,
  /** True once `expiresAt` has passed (on the server's clock). */
  expired: z.boolean(),
  /**
   * What a renewal costs (yuan per month), the periods offered, and where the renewed period starts
   * (the expiry, or now when it has passed); null when the app cannot be renewed (under review).
   */
  renewal: z.nullable(
    z.object({
      monthlyPrice: money,
      periods: z.array(z.int().check(z.minimum(1), z.maximum(36))).check(z.minLength(1)),
      startsAt: instant,
    }),
  ),
});

/** Renew an app for `periodMonths` months, paid from the balance (decision 0040). */
export const appRenewRequest = z.object({
  id: recordId,
  periodMonths: z.int().check(z.minimum(1), z.maximum(36)),
});

export const appList = page(appItem);

export type AppStatus = z.infer<typeof appStatus>;
export type AppListRequest = z.input<typeof appListRequest>;
export type AppItem = z.infer<typeof appItem>;
export type AppDetail = z.infer<typeof appDetail>;
export type AppRenewRequest = z.input<typeof appRenewRequest>;
