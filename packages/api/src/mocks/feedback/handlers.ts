import { http } from 'msw';
import type * as z from 'zod/mini';
import { feedbackEndpoints, fileEndpoints } from '../../feedback/endpoints';
import {
  UPLOAD_MIME_TYPES,
  isAllowedUploadName,
  isUploadSizeAllowed,
  type UploadPurpose,
  type uploadedFile,
} from '../../feedback/schemas';
import { BusinessErrorCode as E } from '../../orders/errors';
import { bizDb, nextBizId } from '../bizDb';
import { notFound } from '../lib/answers';
import { mockNow, nowIso, stamp } from '../lib/clock';
import { apiPath, fail, inReaderLanguage, mockEndpoint, ok } from '../lib/http';
import { said } from '../lib/said';

/** An uploaded file as answered (with its download address). */
export function fileOut(id: number): z.input<typeof uploadedFile> | undefined {
  const f = bizDb.files.find((x) => x.id === id);
  return f && { ...f, url: `https://files.chainportal.example/${f.id}/${encodeURIComponent(f.name)}` };
}
/** The attachments of a record, as answered. */
export const filesOut = (ids: number[]) => ids.flatMap((id) => fileOut(id) ?? []);
/** The first of `ids` that is not an uploaded file. */
export const unknownFile = (ids: number[] | undefined) =>
  (ids ?? []).find((id) => !bizDb.files.some((f) => f.id === id));

const bytesOf = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** How each attachment kind starts (its "magic number"). */
const SIGNATURES: Record<string, number[][]> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [bytesOf('GIF87a'), bytesOf('GIF89a')],
  pdf: [bytesOf('%PDF-')],
  doc: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
};
const startsWith = (head: Uint8Array, signature: number[]) => signature.every((b, i) => head[i] === b);
/** Executables: Windows (MZ) and ELF. Never accepted, whatever the name says. */
const EXECUTABLES = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
];

/**
 * Does the content match the name? Attachments must start as their extension says (a PDF with
 * %PDF-, a PNG with its signature...); contract sources must be text (no NUL byte). Executables
 * never pass.
 */
export function contentMatchesName(head: Uint8Array, name: string, purpose: UploadPurpose): boolean {
  if (EXECUTABLES.some((signature) => startsWith(head, signature))) return false;
  if (purpose === 'contract') return !head.includes(0);
  const signatures = SIGNATURES[name.toLowerCase().split('.').pop() ?? ''] ?? [];
  return signatures.some((signature) => startsWith(head, signature));
}

/** The answer to an upload. */
async function upload(request: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(
      E.FILE_MISSING,
      said('请选择要上传的文件', 'No file in the request (multipart/form-data, part "file")'),
    );
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') {
    return fail(
      E.FILE_MISSING,
      said('请选择要上传的文件', 'No file in the request (multipart/form-data, part "file")'),
    );
  }
  const name = file.name || 'file';
  const mime = file.type.toLowerCase();
  const purpose: UploadPurpose = form.get('purpose') === 'contract' ? 'contract' : 'attachment';
  if (purpose === 'contract') {
    if (!isAllowedUploadName(name, 'contract')) {
      return fail(
        E.FILE_TYPE_NOT_ALLOWED,
        said('合约源文件仅支持 sol、vy、json 格式', 'Contract sources must be sol, vy or json files'),
      );
    }
  } else {
    const mimeOk =
      !mime || mime === 'application/octet-stream' || (UPLOAD_MIME_TYPES as readonly string[]).includes(mime);
    if (!isAllowedUploadName(name) || !mimeOk) {
      return fail(
        E.FILE_TYPE_NOT_ALLOWED,
        said(
          '仅支持 png、jpg、gif、jpeg、pdf、doc 格式',
          'Only png, jpg, gif, jpeg, pdf and doc files are allowed',
        ),
      );
    }
  }
  if (file.size === 0) return fail(E.FILE_EMPTY, said('文件为空', 'The file is empty'));
  if (!isUploadSizeAllowed(file.size)) {
    return fail(E.FILE_TOO_LARGE, said('文件大小不能超过 10MB', 'The file must be under 10 MB'));
  }
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  if (!contentMatchesName(head, name, purpose)) {
    return fail(
      E.FILE_CONTENT_MISMATCH,
      said('文件内容与文件类型不符', 'The content of the file does not match its type'),
    );
  }
  const record = {
    id: nextBizId('files'),
    name,
    size: file.size,
    mimeType: mime || 'application/octet-stream',
    createdAt: nowIso(),
  };
  bizDb.files.push(record);
  return ok(fileOut(record.id));
}

/** POST /client/file/upload (multipart, so not through mockEndpoint), answered in the reader's language. */
export const uploadHandler = http.post(apiPath(fileEndpoints.upload.path), async ({ request }) =>
  inReaderLanguage(await upload(request), request),
);

export const feedbackHandlers = [
  mockEndpoint(feedbackEndpoints.create, (input, { user }) => {
    const missing = unknownFile(input.attachmentIds);
    if (missing !== undefined) return notFound(`附件 ${missing}`, `Attachment ${missing}`);
    const owner = user?.username ?? null;
    const id = nextBizId('feedback');
    const createdAt = nowIso();
    const ticketNo = `FK${stamp(mockNow())}${String(id).padStart(4, '0')}`;
    bizDb.feedback.push({
      id,
      ticketNo,
      owner,
      type: input.type,
      title: input.title,
      content: input.content,
      contact: input.contact ?? null,
      attachmentIds: input.attachmentIds ?? [],
      createdAt,
    });
    return { id, ticketNo, createdAt };
  }),
];
