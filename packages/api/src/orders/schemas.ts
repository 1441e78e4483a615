import * as z from 'zod/mini';
import { page, pageRequest } from '../client/schemas';
import { dateRange, instant, keyword, money, recordId } from '../account/money';
import { editionKey } from '../services/schemas';

export const orderStatus = z.enum(['pending', 'paid', 'cancelled', 'refunded']);
export const orderType = z.enum(['purchase', 'renewal', 'upgrade']);

export const orderListRequest = pageRequest({
  status: z.optional(orderStatus),
  type: z.optional(orderType),
  ...dateRange,
  keyword,
  invoiceable: z.optional(z.boolean()).check(z.describe('Only paid orders that are not invoiced yet')),
});

export const orderItem = z.object({
  id: recordId,
  orderNo: z.string(),
  type: orderType,
  status: orderStatus,
  productId: recordId,
  productName: z.string(),
  edition: editionKey,
  quantity: z.int().check(z.minimum(1)),
  periodMonths: z.int().check(z.minimum(1)),
  /** Price per unit and month. */
  unitPrice: money,
  /** unitPrice × quantity × periodMonths. */
  amount: money,
  invoiced: z.boolean(),
  createdAt: instant,
  paidAt: z.nullable(instant),
});

export const orderDetail = z.extend(orderItem, {
  timeline: z.array(z.object({ status: orderStatus, at: instant })),
});

export const orderList = page(orderItem);
export const orderIdRequest = z.object({ id: recordId });

export type OrderStatus = z.infer<typeof orderStatus>;
export type OrderType = z.infer<typeof orderType>;
export type OrderListRequest = z.input<typeof orderListRequest>;
export type OrderItem = z.infer<typeof orderItem>;
export type OrderDetail = z.infer<typeof orderDetail>;
