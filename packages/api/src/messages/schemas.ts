import * as z from 'zod/mini';
import {
  id,
  int,
  isoDate,
  list,
  mobile,
  opt,
  openEnum,
  optionalDate,
  optionalInt,
  optionalText,
  page,
  pageRequest,
  required,
  rowId,
} from '../client/schemas';

/** 0 unread, 1 read. */
export const messageStateSchema = z.union([z.literal(0), z.literal(1)]).check(z.describe('0 unread, 1 read'));
export type MessageState = z.output<typeof messageStateSchema>;

/** A kind of notice; `code` is stable (the portal translates it), `name`/`nameEn` are fallbacks. */
export const messageTypeSchema = z.object({
  id: required(rowId, "the type filter and the receivers' types name it"),
  code: optionalText.check(
    z.describe("Stable key: 'system', 'service', 'order', 'workOrder', 'security', 'activity'"),
  ),
  name: optionalText,
  nameEn: optionalText,
});
export type MessageType = z.output<typeof messageTypeSchema>;

/** A notice's state in an answer: 0 unread, 1 read, also as '0'/'1'; missing reads as unread. */
const answerState = opt(int).check(z.describe('0 unread, 1 read'));

export const messageSchema = z.object({
  id: rowId,
  typeId: optionalInt,
  typeCode: optionalText,
  title: optionalText,
  /** Plain text; paragraphs separated by blank lines. */
  content: optionalText,
  state: answerState,
  createTime: optionalDate,
  readTime: optionalDate,
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
export const editStateResultSchema = z.object({ updated: optionalInt });

export const receiveChannels = ['site', 'sms', 'email'] as const;
export const receiveChannelSchema = z.enum(receiveChannels);

/** A person who receives copies of the user's notices (notice settings page). */
export const receiverSchema = z.object({
  id: rowId,
  name: optionalText,
  mobile: optionalText,
  email: optionalText,
  typeIds: list(int).check(z.describe('Notice types this person receives')),
  channels: list(openEnum(receiveChannels)),
  createTime: optionalDate,
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
export const createdSchema = z.object({ id: optionalInt });

export const typeListRequestSchema = z.object({}).check(z.describe('No filters'));
export const messageTypeListSchema = list(messageTypeSchema);
export const notReadCountSchema = required(
  int.check(z.minimum(0)),
  'spec: data is the unread count on the bell',
);
