// Issue 28, "Real files" (decisions 0069, 0070): through the shipped nginx and the HTTP API, an
// issued invoice is a PDF, "Download selected" is a zip of PDFs, and /down offers a real file; each
// is checked by its magic bytes, not by its name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { expect, test, type APIRequestContext, type Download } from '@playwright/test';

test.use({ locale: 'en-US' });

const ORIGIN = `http://127.0.0.1:${process.env.E2E_NGINX_PORT ?? 4321}`;
const PDF = '%PDF-';
const ZIP = 'PK\x03\x04';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

async function signIn(request: APIRequestContext): Promise<string> {
  const body = (await (
    await request.post('/api/login', { data: { username: 'demo', password: 'demo123' } })
  ).json()) as Envelope<{ token: string }>;
  expect(body.code).toBe(0);
  return body.data.token;
}

const magic = (bytes: Uint8Array, length: number) =>
  Buffer.from(bytes.subarray(0, length)).toString('latin1');

async function bytesOf(download: Download): Promise<Uint8Array> {
  const file = await download.path();
  return new Uint8Array(readFileSync(file));
}

test('an issued invoice is a PDF at its file URL; one not issued has none', async ({ request }) => {
  const token = await signIn(request);
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' };
  const list = (await (
    await request.post('/api/client/invoice/page', { headers, data: { pageNum: 1, pageSize: 100 } })
  ).json()) as Envelope<{ list: Array<{ id: number; status: string }> }>;
  const issued = list.data.list.find((i) => i.status === 'issued');
  const pending = list.data.list.find((i) => i.status === 'pending');
  expect(issued && pending).toBeTruthy();
  const detail = (await (
    await request.get(`/api/client/invoice/detail/${issued!.id}`, { headers })
  ).json()) as Envelope<{ invoiceNo: string; fileUrl: string | null }>;
  expect(detail.data.fileUrl).toBe(`/client/invoice/file/${issued!.id}`);
  const file = await request.get(`/api${detail.data.fileUrl}`, { headers });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const pdf = new Uint8Array(await file.body());
  expect(magic(pdf, 5)).toBe(PDF);
  expect(pdf.byteLength).toBeLessThan(200_000);
  // The font is embedded (CFF in OpenType), so the Chinese buyer's name prints anywhere.
  expect(Buffer.from(pdf).toString('latin1')).toContain('/FontFile3');

  const none = (await (
    await request.get(`/api/client/invoice/file/${pending!.id}`, { headers })
  ).json()) as Envelope;
  expect(none.code).not.toBe(0);
});

test('"Download selected" saves file.zip holding the invoices’ PDFs', async ({ page, request }) => {
  const token = await signIn(request);
  await page.context().addCookies([
    { name: 'cp_chainportal_token', value: token, url: ORIGIN },
    { name: 'language', value: 'en', url: ORIGIN },
  ]);
  await page.goto('#/costCenter/invoicesMGT?status=issued');
  const table = page.getByRole('table', { name: 'Invoice management' });
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await table.getByRole('row').nth(2).getByRole('checkbox').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download selected (2)' }).click();
  expect((await download).suggestedFilename()).toBe('file.zip');
  const zip = await bytesOf(await download);
  expect(magic(zip, 4)).toBe(ZIP);
  const entries = Object.entries(unzipSync(zip));
  expect(entries).toHaveLength(2);
  for (const [name, bytes] of entries) {
    expect(name).toMatch(/^FP\d+\.pdf$/);
    expect(magic(bytes, 5)).toBe(PDF);
  }
});

test('/down offers the files the deployment has, and they are those files', async ({ page, request }) => {
  await page.context().addCookies([{ name: 'language', value: 'en', url: ORIGIN }]);
  await page.goto('#/down');
  const link = page.getByRole('link', { name: 'Download API reference' });
  await expect(link).toBeVisible();
  // Only what the manifest lists and the server has: no SDK is shipped with this build.
  await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('chainportal-openapi.json');
  const bytes = await bytesOf(await download);
  // The file's own signature: a JSON object that is an OpenAPI 3.1 document, the API's own.
  expect(magic(bytes, 1)).toBe('{');
  const document = JSON.parse(Buffer.from(bytes).toString('utf8')) as { openapi: string };
  expect(document.openapi).toMatch(/^3\.1\./);
  const source = readFileSync(path.resolve(import.meta.dirname, '../../api/openapi.json'));
  expect(Buffer.from(bytes).equals(source), 'public/downloads/chainportal-openapi.json is stale').toBe(true);
  // A file the manifest does not list is not there: 404, never the page under its name.
  expect((await request.get('/downloads/chain-sdk-java-2.3.1.jar')).status()).toBe(404);
});
