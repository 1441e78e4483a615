import * as z from 'zod/mini';
import { id, isoDate, mobile, page, pageRequest } from '../client/schemas';

/** 0 unread, 1 read. */
export const messageStateSchema = z.union([z.literal(0), z.literal(1)]).check(z.describe('0 unread, 1 read'));
export type MessageState = z.output<typeof messageStateSchema>;

/** A kind of notice; `code` is stable (the portal translates it), `name`/`nameEn` are fallbacks. */
export const messageTypeSchema = z.object({
  id,
  code: z
    .string()
    .check(z.describe("Stable key: 'system', 'service', 'order', 'workOrder', 'security', 'activity'")),
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
  readTime: z.nullable(isoDate),
});
export type Message = z.output<typeof messageSchema>;

export const messagePageRequestSchema = pageRequest({
  typeId: z.optional(id).check(z.describe('Only this type')),
  state: z.optional(messageStateSchema).check(z.describe('Only unread (0) or read (1)')),
  keyword: z
    .optional(z.string().check(z.trim(), z.maxLength(100)))
    .check(z.describe('Matches title or content')),
  startTime: z.optional(isoDate),
  endTime: z.optional(isoDate),
});
export type MessagePageRequest = z.input<typeof messagePageRequestSchema>;
export const messagePageSchema = page(messageSchema);

/** Marks notices read or unread: the listed ids, or all of the user's notices with `all: true`. */
export const editStateRequestSchema = z
  .object({
    ids: z.optional(z.array(id).check(z.maxLength(500))),
    all: z.optional(z.boolean()).check(z.describe('Every notice of the user (of `typeId` when given)')),
    typeId: z.optional(id),
    state: messageStateSchema,
  })
  .check(z.refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, { message: 'Give ids or all: true' }));
export type EditStateRequest = z.input<typeof editStateRequestSchema>;
export const editStateResultSchema = z.object({ updated: z.int().check(z.minimum(0)) });

export const receiveChannelSchema = z.enum(['site', 'sms', 'email']);

/** A person who receives copies of the user's notices (notice settings page). */
export const receiverSchema = z.object({
  id,
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  typeIds: z.array(id).check(z.describe('Notice types this person receives')),
  channels: z.array(receiveChannelSchema),
  createTime: isoDate,
});
export type Receiver = z.output<typeof receiverSchema>;

export const receiverInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  mobile,
  email: z.email(),
  typeIds: z.array(id).check(z.minLength(1)),
  channels: z.array(receiveChannelSchema).check(z.minLength(1)),
});
export type ReceiverInput = z.input<typeof receiverInputSchema>;
export const editReceiverSchema = z.extend(receiverInputSchema, { id });
export type EditReceiver = z.input<typeof editReceiverSchema>;

export const receiverPageRequestSchema = pageRequest({
  keyword: z
    .optional(z.string().check(z.trim(), z.maxLength(100)))
    .check(z.describe('Matches name, mobile or e-mail')),
});
export const receiverPageSchema = page(receiverSchema);
export const createdSchema = z.object({ id });

export const typeListRequestSchema = z.object({}).check(z.describe('No filters'));
export const messageTypeListSchema = z.array(messageTypeSchema);
export const notReadCountSchema = z.int().check(z.minimum(0), z.describe('Unread notices (the bell)'));
