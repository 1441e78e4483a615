import { z } from 'zod';
import { id, isoDate, page, pageRequest } from '../client/schemas';

/** 0 unread, 1 read. */
export const messageStateSchema = z.union([z.literal(0), z.literal(1)]).describe('0 unread, 1 read');
export type MessageState = z.output<typeof messageStateSchema>;

/** A kind of notice; `code` is stable (the portal translates it), `name`/`nameEn` are fallbacks. */
export const messageTypeSchema = z.object({
  id,
  code: z.string().describe("Stable key: 'system', 'service', 'order', 'workOrder', 'security', 'activity'"),
  name: z.string(),
  nameEn: z.string(),
});
export type MessageType = z.output<typeof messageTypeSchema>;

export const messageSchema = z.object({
  id,
  typeId: id,
  typeCode: z.string(),
  title: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  content: z.string(),
  state: messageStateSchema,
  createTime: isoDate,
  readTime: isoDate.nullable(),
});
export type Message = z.output<typeof messageSchema>;

export const messagePageRequestSchema = pageRequest({
  typeId: id.optional().describe('Only this type'),
  state: messageStateSchema.optional().describe('Only unread (0) or read (1)'),
  keyword: z.string().trim().max(100).optional().describe('Matches title or content'),
  startTime: isoDate.optional(),
  endTime: isoDate.optional(),
});
export type MessagePageRequest = z.input<typeof messagePageRequestSchema>;
export const messagePageSchema = page(messageSchema);

/** Marks notices read or unread: the listed ids, or all of the user's notices with `all: true`. */
export const editStateRequestSchema = z
  .object({
    ids: z.array(id).max(500).optional(),
    all: z.boolean().optional().describe('Every notice of the user (of `typeId` when given)'),
    typeId: id.optional(),
    state: messageStateSchema,
  })
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, { message: 'Give ids or all: true' });
export type EditStateRequest = z.input<typeof editStateRequestSchema>;
export const editStateResultSchema = z.object({ updated: z.number().int().min(0) });

export const receiveChannelSchema = z.enum(['site', 'sms', 'email']);

/** A person who receives copies of the user's notices (notice settings page). */
export const receiverSchema = z.object({
  id,
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  typeIds: z.array(id).describe('Notice types this person receives'),
  channels: z.array(receiveChannelSchema),
  createTime: isoDate,
});
export type Receiver = z.output<typeof receiverSchema>;

export const receiverInputSchema = z.object({
  name: z.string().trim().min(1).max(50),
  mobile: z.string().regex(/^1\d{10}$/, 'An 11-digit mobile number'),
  email: z.email(),
  typeIds: z.array(id).min(1),
  channels: z.array(receiveChannelSchema).min(1),
});
export type ReceiverInput = z.input<typeof receiverInputSchema>;
export const editReceiverSchema = receiverInputSchema.extend({ id });
export type EditReceiver = z.input<typeof editReceiverSchema>;

export const receiverPageRequestSchema = pageRequest({
  keyword: z.string().trim().max(100).optional().describe('Matches name, mobile or e-mail'),
});
export const receiverPageSchema = page(receiverSchema);
export const createdSchema = z.object({ id });

export const typeListRequestSchema = z.object({}).describe('No filters');
export const messageTypeListSchema = z.array(messageTypeSchema);
export const notReadCountSchema = z.number().int().min(0).describe('Unread notices (the bell)');
