// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { isUploadSizeAllowed, UPLOAD_MAX_BYTES } from '../feedback/schemas';
import { uploadFile } from '../feedback/endpoints';
import { BusinessErrorCode } from '../orders/errors';
import { call, clientFor, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

const anonymous = () => clientFor(null);
/** The first bytes of each allowed kind (the server checks the content, not only the name). */
const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...'GIF89a'].map((c) => c.charCodeAt(0)),
  pdf: [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)),
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};
/** A file of `size` bytes that starts as its extension says (spaces after that). */
const fileOf = (name: string, size: number, type = '') => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set((MAGIC[name.toLowerCase().split('.').pop()!] ?? [0x61]).slice(0, size));
  return new File([bytes], name, { type });
};

describe('POST /client/file/upload', () => {
  it.each([
    ['photo.png', 'image/png'],
    ['scan.JPG', 'image/jpeg'],
    ['anim.gif', 'image/gif'],
    ['pic.jpeg', 'image/jpeg'],
    ['report.pdf', 'application/pdf'],
    ['letter.doc', 'application/msword'],
  ])('accepts %s', async (name, type) => {
    const uploaded = await uploadFile(anonymous(), { file: fileOf(name, 2048, type) });
    expect(uploaded).toMatchObject({ name, size: 2048, mimeType: type });
  });

  it.each([['notes.docx'], ['archive.zip'], ['script.exe'], ['noextension']])(
    'refuses %s with 23001',
    async (name) => {
      await expect(uploadFile(anonymous(), { file: fileOf(name, 10) })).rejects.toMatchObject({
        kind: 'server',
        code: BusinessErrorCode.FILE_TYPE_NOT_ALLOWED,
      });
    },
  );

  it('refuses a file whose type contradicts an allowed name', async () => {
    await expect(
      uploadFile(anonymous(), { file: fileOf('fake.png', 10, 'text/html') }),
    ).rejects.toMatchObject({
      code: BusinessErrorCode.FILE_TYPE_NOT_ALLOWED,
    });
  });

  it('accepts a file under 10 MB and refuses exactly 10 MB or more with 23002, as the client-side check does', async () => {
    await expect(
      uploadFile(anonymous(), { file: fileOf('max.pdf', UPLOAD_MAX_BYTES - 1, 'application/pdf') }),
    ).resolves.toMatchObject({ size: UPLOAD_MAX_BYTES - 1 });
    expect(isUploadSizeAllowed(UPLOAD_MAX_BYTES - 1)).toBe(true);
    for (const size of [UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES + 1]) {
      expect(isUploadSizeAllowed(size)).toBe(false);
      const error = await uploadFile(anonymous(), {
        file: fileOf('big.pdf', size, 'application/pdf'),
      }).catch((x: unknown) => x);
      expect(error).toMatchObject({ kind: 'server', code: BusinessErrorCode.FILE_TOO_LARGE });
      expect((error as Error).message).toMatch(/10 ?MB/);
    }
  });

  it('checks the content, not only the name: an executable named .pdf is refused with 23005', async () => {
    const mz = new Uint8Array(4096);
    mz.set([0x4d, 0x5a, 0x90, 0x00]);
    for (const name of ['invoice.pdf', 'photo.png']) {
      await expect(
        uploadFile(anonymous(), { file: new File([mz], name, { type: 'application/pdf' }) }),
      ).rejects.toMatchObject({ kind: 'server', code: BusinessErrorCode.FILE_CONTENT_MISMATCH });
    }
    // A PNG named .pdf is not a PDF either.
    await expect(
      uploadFile(anonymous(), { file: new File([new Uint8Array(MAGIC.png!)], 'x.pdf') }),
    ).rejects.toMatchObject({ code: BusinessErrorCode.FILE_CONTENT_MISMATCH });
    await expect(
      uploadFile(anonymous(), { file: new File([mz], 'Token.sol'), purpose: 'contract' }),
    ).rejects.toMatchObject({ code: BusinessErrorCode.FILE_CONTENT_MISMATCH });
  });

  it('refuses a zero-byte file with 23004', async () => {
    for (const purpose of ['attachment', 'contract'] as const) {
      await expect(
        uploadFile(anonymous(), {
          file: new File([], purpose === 'contract' ? 'A.sol' : 'empty.pdf'),
          purpose,
        }),
      ).rejects.toMatchObject({ kind: 'server', code: BusinessErrorCode.FILE_EMPTY });
    }
  });

  it('answers 23003 without a file part', async () => {
    const response = await fetch('http://api.test/client/file/upload', {
      method: 'POST',
      body: new FormData(),
    });
    expect(await response.json()).toMatchObject({ code: BusinessErrorCode.FILE_MISSING });
  });

  it('takes contract sources only when asked for a contract upload', async () => {
    await expect(
      uploadFile(anonymous(), { file: fileOf('Token.sol', 100), purpose: 'contract' }),
    ).resolves.toMatchObject({ name: 'Token.sol' });
    await expect(uploadFile(anonymous(), { file: fileOf('Token.sol', 100) })).rejects.toMatchObject({
      code: BusinessErrorCode.FILE_TYPE_NOT_ALLOWED,
    });
    await expect(
      uploadFile(anonymous(), { file: fileOf('photo.png', 100), purpose: 'contract' }),
    ).rejects.toMatchObject({ code: BusinessErrorCode.FILE_TYPE_NOT_ALLOWED });
  });

  it('uploaded files can be attached to feedback and work orders', async () => {
    const shot = await uploadFile(anonymous(), { file: fileOf('screen.png', 500, 'image/png') });
    const receipt = await call(anonymous(), e.feedback.create, {
      type: 'complaint',
      title: '页面报错',
      content: '提交时出错',
      attachmentIds: [shot.id],
    });
    expect(receipt.ticketNo).toMatch(/^FK\d{8}\d{4}$/);
    const workOrder = await call(clientFor(CUSTOMER), e.workOrders.create, {
      type: 'technical',
      title: '截图',
      content: '见附件',
      attachmentIds: [shot.id],
    });
    expect(workOrder.attachments).toEqual([expect.objectContaining({ id: shot.id, name: 'screen.png' })]);
  });
});
