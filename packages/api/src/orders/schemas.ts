import { z } from 'zod';
import { page, pageRequest } from '../client/schemas';
import { dateRange, instant, keyword, money, recordId } from '../account/money';
import { editionKey } from '../services/schemas';

export const orderStatus = z.enum(['pending', 'paid', 'cancelled', 'refunded']);
export const orderType = z.enum(['purchase', 'renewal', 'upgrade']);

export const orderListRequest = pageRequest({
  status: orderStatus.optional(),
  type: orderType.optional(),
  ...dateRange,
  keyword,
  invoiceable: z.boolean().optional().describe('Only paid orders that are not invoiced yet'),
});

export const orderItem = z.object({
  id: recordId,
  orderNo: z.string(),
  type: orderType,
  status: orderStatus,
  productId: recordId,
  productName: z.string(),
  edition: editionKey,
  quantity: z.number().int().min(1),
  periodMonths: z.number().int().min(1),
  /** Price per unit and month. */
  unitPrice: money,
  /** unitPrice × quantity × periodMonths. */
  amount: money,
  invoiced: z.boolean(),
  createdAt: instant,
  paidAt: instant.nullable(),
});

export const orderDetail = orderItem.extend({
  timeline: z.array(z.object({ status: orderStatus, at: instant })),
});

export const orderList = page(orderItem);
export const orderIdRequest = z.object({ id: recordId });

export type OrderStatus = z.infer<typeof orderStatus>;
export type OrderType = z.infer<typeof orderType>;
export type OrderListRequest = z.input<typeof orderListRequest>;
export type OrderItem = z.infer<typeof orderItem>;
export type OrderDetail = z.infer<typeof orderDetail>;
