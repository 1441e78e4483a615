import * as z from 'zod/mini';
import {
  int,
  amount,
  list,
  opt,
  optionalBool,
  optionalDate,
  optionalEnum,
  optionalInt,
  optionalText,
  page,
  required,
  rowId,
} from '../client/schemas';
import { recordId } from '../account/money';
import { chainCodes, chainTypes } from '../contracts/chains';
import { marketScenarios } from '../market/schemas';
import { chainListRequest, editionKeys } from '../services/schemas';

export const appStatuses = ['active', 'disabled', 'reviewing'] as const;
export const appStatus = z.enum(appStatuses);

export const appListRequest = chainListRequest(appStatus);

export const appItem = z.object({
  id: rowId,
  name: optionalText,
  appId: optionalText,
  /** The key is never sent in clear: first 3 and last 4 characters kept ('sk_****a1b2'). */
  appKeyMasked: optionalText,
  chainType: optionalEnum(chainTypes),
  chainCode: optionalEnum(chainCodes),
  serviceId: optionalInt,
  serviceName: optionalText,
  status: optionalEnum(appStatuses),
  createdAt: optionalDate,
});

export const appDetail = z.extend(appItem, {
  description: optionalText,
  callbackUrl: optionalText,
  requestsToday: optionalInt,
  requestsMonth: optionalInt,
  /** The market product the app runs on, and what the market says of it (decision 0040). */
  productId: optionalInt,
  productName: optionalText,
  version: optionalText.check(z.describe('The product version the app runs')),
  scenario: optionalEnum(marketScenarios),
  provider: optionalText,
  edition: optionalEnum(editionKeys),
  /** The current subscription period: its length in months and its ends. */
  periodMonths: optionalInt,
  startsAt: optionalDate,
  expiresAt: optionalDate,
  /** True once `expiresAt` has passed (on the server's clock). */
  expired: optionalBool,
  /**
   * What a renewal costs (yuan per month), the periods offered, and where the renewed period starts
   * (the expiry, or now when it has passed); missing or null when the app cannot be renewed.
   */
  renewal: opt(
    z.object({
      monthlyPrice: required(amount, 'the renewal dialog prices the period with it'),
      periods: required(
        list(int.check(z.minimum(1), z.maximum(36))).check(z.minLength(1)),
        'the renewal dialog offers these periods',
      ),
      startsAt: optionalDate,
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
export type AppItem = z.output<typeof appItem>;
export type AppDetail = z.infer<typeof appDetail>;
export type AppRenewRequest = z.input<typeof appRenewRequest>;
