import { http } from 'msw';
import type * as z from 'zod/mini';
import { feedbackEndpoints, fileEndpoints } from '../../feedback/endpoints';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  isAllowedUploadName,
  type uploadedFile,
} from '../../feedback/schemas';
import { BusinessErrorCode as E } from '../../orders/errors';
import { bizDb, nextBizId } from '../bizDb';
import { notFound } from '../lib/answers';
import { mockNow, nowIso, stamp } from '../lib/clock';
import { apiPath, fail, mockEndpoint, ok } from '../lib/http';

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

/** POST /client/file/upload (multipart, so not through mockEndpoint). */
export const uploadHandler = http.post(apiPath(fileEndpoints.upload.path), async ({ request }) => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(
      E.FILE_MISSING,
      '请选择要上传的文件 No file in the request (multipart/form-data, part "file")',
    );
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') {
    return fail(
      E.FILE_MISSING,
      '请选择要上传的文件 No file in the request (multipart/form-data, part "file")',
    );
  }
  const name = file.name || 'file';
  const mime = file.type.toLowerCase();
  if (form.get('purpose') === 'contract') {
    if (!isAllowedUploadName(name, 'contract')) {
      return fail(
        E.FILE_TYPE_NOT_ALLOWED,
        '合约源文件仅支持 sol、vy、json 格式 Contract sources must be sol, vy or json files',
      );
    }
  } else {
    const mimeOk =
      !mime || mime === 'application/octet-stream' || (UPLOAD_MIME_TYPES as readonly string[]).includes(mime);
    if (!isAllowedUploadName(name) || !mimeOk) {
      return fail(
        E.FILE_TYPE_NOT_ALLOWED,
        '仅支持 png、jpg、gif、jpeg、pdf、doc 格式 Only png, jpg, gif, jpeg, pdf and doc files are allowed',
      );
    }
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return fail(E.FILE_TOO_LARGE, '文件大小不能超过 10MB The file must be under 10 MB');
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
});

export const feedbackHandlers = [
  mockEndpoint(feedbackEndpoints.create, (input, { user }) => {
    const missing = unknownFile(input.attachmentIds);
    if (missing !== undefined) return notFound(`附件 Attachment ${missing}`);
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
