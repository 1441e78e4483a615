import * as z from 'zod/mini';
import { list, optionalDate, optionalEnum, optionalText, page, pageRequest, rowId } from '../client/schemas';
import { keyword, recordId } from '../account/money';
import { uploadedFile } from '../feedback/schemas';

export const workOrderTypes = ['technical', 'billing', 'account', 'other'] as const;
export const workOrderStatuses = ['pending', 'processing', 'replied', 'closed'] as const;
export const workOrderType = z.enum(workOrderTypes);
export const workOrderStatus = z.enum(workOrderStatuses);

export const workOrderListRequest = pageRequest({
  status: z.optional(workOrderStatus),
  type: z.optional(workOrderType),
  keyword,
});

export const workOrderItem = z.object({
  id: rowId,
  ticketNo: optionalText,
  type: optionalEnum(workOrderTypes),
  title: optionalText,
  status: optionalEnum(workOrderStatuses),
  createdAt: optionalDate,
  updatedAt: optionalDate,
});

export const workOrderReply = z.object({
  id: rowId,
  author: optionalEnum(['customer', 'support']),
  authorName: optionalText,
  content: optionalText,
  attachments: list(uploadedFile),
  createdAt: optionalDate,
});

export const workOrderDetail = z.extend(workOrderItem, {
  content: optionalText,
  attachments: list(uploadedFile),
  /** Oldest first. */
  replies: list(workOrderReply),
});

export const workOrderList = page(workOrderItem);

export const workOrderCreateRequest = z.object({
  type: workOrderType,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  attachmentIds: z.optional(z.array(recordId).check(z.maxLength(5))),
});

export const workOrderReplyRequest = z.object({
  id: recordId,
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  attachmentIds: z.optional(z.array(recordId).check(z.maxLength(5))),
});

export const workOrderIdRequest = z.object({ id: recordId });

export type WorkOrderType = z.infer<typeof workOrderType>;
export type WorkOrderStatus = z.infer<typeof workOrderStatus>;
export type WorkOrderListRequest = z.input<typeof workOrderListRequest>;
export type WorkOrderItem = z.infer<typeof workOrderItem>;
export type WorkOrderReply = z.infer<typeof workOrderReply>;
export type WorkOrderDetail = z.infer<typeof workOrderDetail>;
export type WorkOrderCreateRequest = z.input<typeof workOrderCreateRequest>;
export type WorkOrderReplyRequest = z.input<typeof workOrderReplyRequest>;
