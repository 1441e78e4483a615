import * as z from 'zod/mini';
import { recordId } from '../account/money';
import { optionalDate, optionalInt, optionalText, required, rowId, text } from '../client/schemas';
import { UPLOAD_EXTENSIONS } from './uploadLimit';

// The upload limits are a module of their own: the portal's start-up reads UPLOAD_MAX_BYTES, and a
// module with schemas would bring all of them (and zod) into every first load.
export { UPLOAD_EXTENSIONS, UPLOAD_MIME_TYPES, UPLOAD_MAX_BYTES, isUploadSizeAllowed } from './uploadLimit';

/** Contract sources (form part `purpose=contract`): Solidity, Vyper, or an ABI/metadata JSON. */
export const CONTRACT_SOURCE_EXTENSIONS = ['sol', 'vy', 'json'] as const;

/** What an upload is for: an attachment (feedback, work orders) or a contract source file. */
export type UploadPurpose = z.infer<typeof uploadPurpose>;

/** True when the file name has an extension allowed for the purpose (case-insensitive). */
export function isAllowedUploadName(name: string, purpose: UploadPurpose = 'attachment'): boolean {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  const allowed: readonly string[] = purpose === 'contract' ? CONTRACT_SOURCE_EXTENSIONS : UPLOAD_EXTENSIONS;
  return name.includes('.') && allowed.includes(ext);
}

export const uploadPurpose = z.enum(['attachment', 'contract']);

/** The multipart parts of POST /client/file/upload. */
export const uploadRequest = z.object({
  file: z.instanceof(Blob).check(z.describe('The file part (its name is the file name)')),
  purpose: z
    .optional(uploadPurpose)
    .check(z.describe("'contract' for contract sources; default 'attachment'")),
});

export const uploadedFile = z.object({
  id: required(rowId, 'a form sends the uploaded file by its id'),
  name: optionalText,
  size: optionalInt,
  mimeType: optionalText,
  url: required(text, 'the file link opens it'),
  createdAt: optionalDate,
});

export const feedbackType = z.enum(['question', 'suggestion', 'complaint']);

export const feedbackCreateRequest = z.object({
  type: feedbackType,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  contact: z.optional(z.string().check(z.maxLength(100))),
  attachmentIds: z.optional(z.array(recordId).check(z.maxLength(3))),
});

export const feedbackReceipt = z.object({
  id: rowId,
  ticketNo: optionalText,
  createdAt: optionalDate,
});

export type UploadRequest = z.input<typeof uploadRequest>;
export type UploadedFile = z.infer<typeof uploadedFile>;
export type FeedbackType = z.infer<typeof feedbackType>;
export type FeedbackCreateRequest = z.input<typeof feedbackCreateRequest>;
export type FeedbackReceipt = z.infer<typeof feedbackReceipt>;
