import { z } from 'zod';
import { page, pageRequest } from '../client/schemas';
import { instant, keyword, recordId } from '../account/money';
import { chainCode, chainType } from '../contracts/chains';

export const appStatus = z.enum(['active', 'disabled', 'reviewing']);

export const appListRequest = pageRequest({
  chainType: chainType.optional(),
  status: appStatus.optional(),
  keyword,
});

export const appItem = z.object({
  id: recordId,
  name: z.string(),
  appId: z.string(),
  /** The key is never sent in clear: first 3 and last 4 characters kept ('sk_****a1b2'). */
  appKeyMasked: z.string().regex(/^.{3}\*{4}.{4}$/),
  chainType,
  chainCode: chainCode.nullable(),
  serviceId: recordId,
  serviceName: z.string(),
  status: appStatus,
  createdAt: instant,
});

export const appDetail = appItem.extend({
  description: z.string(),
  callbackUrl: z.url().nullable(),
  requestsToday: z.number().int().min(0),
  requestsMonth: z.number().int().min(0),
});

export const appList = page(appItem);

export type AppStatus = z.infer<typeof appStatus>;
export type AppListRequest = z.input<typeof appListRequest>;
export type AppItem = z.infer<typeof appItem>;
export type AppDetail = z.infer<typeof appDetail>;
