// @vitest-environment node
/** Invoice files (decision 0069): an issued invoice is a real PDF from its fileUrl; others have none. */
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { ApiError } from '../client/errors';
import { BusinessErrorCode } from '../orders/errors';
import { createClient } from '../client/client';
import { BASE, call, clientFor, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

async function issuedAndPending() {
  const client = clientFor(CUSTOMER);
  const list = await call(client, e.invoices.list, { pageNum: 1, pageSize: 100 });
  const issued = list.list.find((i) => i.status === 'issued');
  const pending = list.list.find((i) => i.status === 'pending');
  if (!issued || !pending) throw new Error('the seed has an issued and a pending invoice');
  return { client, issued, pending };
}

describe('invoice files', { timeout: 30_000 }, () => {
  it('serves an issued invoice as a PDF with an embedded font subset', async () => {
    const { client, issued } = await issuedAndPending();
    const detail = await call(client, e.invoices.detail, { id: issued.id });
    expect(detail.fileUrl).toBe(`/client/invoice/file/${issued.id}`);
    const blob = await client.file(detail.fileUrl!);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    if (process.env.INVOICE_PDF_OUT) await writeFile(process.env.INVOICE_PDF_OUT, bytes);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = new TextDecoder('latin1').decode(bytes);
    // A CFF font program of the used glyphs only, with the map back to Unicode (copyable text).
    expect(text).toContain('/FontFile3');
    expect(text).toContain('/ToUnicode');
    expect(bytes.byteLength).toBeLessThan(200_000);
  });

  it('labels the file in the reader’s language', async () => {
    const { issued } = await issuedAndPending();
    const titles: string[] = [];
    for (const language of ['zh', 'en']) {
      const client = createClient({ baseURL: BASE, getToken: () => CUSTOMER, getLanguage: () => language });
      const bytes = new Uint8Array(
        await (await client.file(`/client/invoice/file/${issued.id}`)).arrayBuffer(),
      );
      titles.push(
        /\/Title \((?:\\.|[^)])*\)|\/Title <[0-9A-Fa-f]+>/.exec(
          new TextDecoder('latin1').decode(bytes),
        )?.[0] ?? '',
      );
    }
    expect(titles[0]).not.toBe(titles[1]);
  });

  it('has no file for an invoice that is not issued, nor for another user', async () => {
    const { client, pending, issued } = await issuedAndPending();
    expect((await call(client, e.invoices.detail, { id: pending.id })).fileUrl).toBeUndefined();
    const refused = async (token: string, id: number) => {
      try {
        await clientFor(token).file(`/client/invoice/file/${id}`);
      } catch (error) {
        return error instanceof ApiError ? [error.kind, error.code] : error;
      }
      return 'served';
    };
    expect(await refused(CUSTOMER, pending.id)).toEqual(['server', BusinessErrorCode.NOT_FOUND]);
    expect(await refused('admin-token', issued.id)).toEqual(['server', BusinessErrorCode.NOT_FOUND]);
  });
});
