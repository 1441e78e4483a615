import * as z from 'zod/mini';
import {
  list,
  optionalBool,
  optionalDate,
  optionalEnum,
  optionalInt,
  optionalMoney,
  optionalText,
  page,
  pageRequest,
  rowId,
} from '../client/schemas';
import { dateRange, keyword, recordId } from '../account/money';
import { editionKeys } from '../services/schemas';

export const orderStatuses = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export const orderTypes = ['purchase', 'renewal', 'upgrade'] as const;
export const orderStatus = z.enum(orderStatuses);
export const orderType = z.enum(orderTypes);

export const orderListRequest = pageRequest({
  status: z.optional(orderStatus),
  type: z.optional(orderType),
  ...dateRange,
  keyword,
  invoiceable: z.optional(z.boolean()).check(z.describe('Only paid orders that are not invoiced yet')),
});

export const orderItem = z.object({
  id: rowId,
  orderNo: optionalText,
  type: optionalEnum(orderTypes),
  status: optionalEnum(orderStatuses),
  productId: optionalInt,
  productName: optionalText,
  edition: optionalEnum(editionKeys),
  quantity: optionalInt,
  periodMonths: optionalInt,
  /** Price per unit and month. */
  unitPrice: optionalMoney,
  /** unitPrice × quantity × periodMonths. */
  amount: optionalMoney,
  invoiced: optionalBool,
  createdAt: optionalDate,
  paidAt: optionalDate,
});

export const orderDetail = z.extend(orderItem, {
  timeline: list(z.object({ status: optionalEnum(orderStatuses), at: optionalDate })),
});

export const orderList = page(orderItem);
export const orderIdRequest = z.object({ id: recordId });

export type OrderStatus = z.infer<typeof orderStatus>;
export type OrderType = z.infer<typeof orderType>;
export type OrderListRequest = z.input<typeof orderListRequest>;
export type OrderItem = z.output<typeof orderItem>;
export type OrderDetail = z.output<typeof orderDetail>;
