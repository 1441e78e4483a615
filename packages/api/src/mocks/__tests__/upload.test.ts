// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../../index';
import { UPLOAD_MAX_BYTES } from '../../feedback/schemas';
import { uploadFile } from '../../feedback/endpoints';
import { BusinessErrorCode } from '../../orders/errors';
import { call, clientFor, CUSTOMER, startMockServer } from './setup';

startMockServer();

const anonymous = () => clientFor(null);
const fileOf = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

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

  it('accepts exactly 10 MB and refuses one byte more with 23002', async () => {
    await expect(
      uploadFile(anonymous(), { file: fileOf('max.pdf', UPLOAD_MAX_BYTES, 'application/pdf') }),
    ).resolves.toMatchObject({ size: UPLOAD_MAX_BYTES });
    const error = await uploadFile(anonymous(), {
      file: fileOf('big.pdf', UPLOAD_MAX_BYTES + 1, 'application/pdf'),
    }).catch((x: unknown) => x);
    expect(error).toMatchObject({ kind: 'server', code: BusinessErrorCode.FILE_TOO_LARGE });
    expect((error as Error).message).toMatch(/10 ?MB/);
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
