import * as z from 'zod/mini';
import { page, pageRequest } from '../client/schemas';
import { instant, keyword, recordId } from '../account/money';
import { uploadedFile } from '../feedback/schemas';

export const workOrderType = z.enum(['technical', 'billing', 'account', 'other']);
export const workOrderStatus = z.enum(['pending', 'processing', 'replied', 'closed']);

export const workOrderListRequest = pageRequest({
  status: z.optional(workOrderStatus),
  type: z.optional(workOrderType),
  keyword,
});

export const workOrderItem = z.object({
  id: recordId,
  ticketNo: z.string(),
  type: workOrderType,
  title: z.string(),
  status: workOrderStatus,
  createdAt: instant,
  updatedAt: instant,
});

export const workOrderReply = z.object({
  id: recordId,
  author: z.enum(['customer', 'support']),
  authorName: z.string(),
  content: z.string(),
  attachments: z.array(uploadedFile),
  createdAt: instant,
});

export const workOrderDetail = z.extend(workOrderItem, {
  content: z.string(),
  attachments: z.array(uploadedFile),
  /** Oldest first. */
  replies: z.array(workOrderReply),
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
