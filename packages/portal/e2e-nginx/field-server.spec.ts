// Issue 25, "In the field": what the production pair (the shipped nginx configuration in front of the
// HTTP demo API) does with uploads, sessions, errors, caching and paying calls (decisions 0047-0049).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

test.use({ locale: 'en-US' });

const MB = 1024 * 1024;
/** The API's upload limit (UPLOAD_MAX_BYTES in packages/api): files must be smaller. */
const UPLOAD_LIMIT = 10 * MB;
const ORIGIN = `http://127.0.0.1:${process.env.E2E_NGINX_PORT ?? 4321}`;
/** nginx's access log of this run (scripts/serve/stack.mjs renders into .tmp/<E2E_NGINX_OUT>/). */
const ACCESS_LOG = path.resolve(
  import.meta.dirname,
  '../../../.tmp',
  process.env.E2E_NGINX_OUT ?? 'e2e-nginx',
  'access.log',
);

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A PDF of `size` bytes: the signature, then spaces. */
function pdfOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
}

async function signIn(request: APIRequestContext, username: string, password: string): Promise<string> {
  const body = (await (
    await request.post('/api/login', { data: { username, password } })
  ).json()) as Envelope<{ token: string }>;
  expect(body.code).toBe(0);
  return body.data.token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function userInfo(request: APIRequestContext, token: string): Promise<Envelope> {
  const response = await request.get(`/api/client/user/info?token=${encodeURIComponent(token)}`, {
    headers: auth(token),
  });
  return (await response.json()) as Envelope;
}

/** Signs the page's context in with a real session (the token cookie the portal reads). */
async function signInPage(page: Page, token: string) {
  await page.context().addCookies([
    { name: 'cp_chainportal_token', value: token, url: ORIGIN },
    { name: 'language', value: 'en', url: ORIGIN },
  ]);
}

test.describe('uploads through nginx', () => {
  test('a 9.9 MB attachment is accepted; 10 MB + 1 byte reaches the API and is refused with 23002; only a larger body meets nginx (413, JSON)', async ({
    request,
  }) => {
    const upload = (name: string, buffer: Buffer) =>
      request.post('/api/client/file/upload', {
        multipart: { file: { name, mimeType: 'application/pdf', buffer } },
      });
    const accepted = await upload('manual.pdf', pdfOf(Math.round(9.9 * MB)));
    expect(accepted.status()).toBe(200);
    expect(((await accepted.json()) as Envelope<{ size: number }>).data.size).toBe(Math.round(9.9 * MB));

    const over = await upload('big.pdf', pdfOf(UPLOAD_LIMIT + 1));
    expect(over.status()).toBe(200);
    expect(await over.json()).toMatchObject({ code: 23002 });

    const huge = await upload('huge.pdf', pdfOf(12 * MB));
    expect(huge.status()).toBe(413);
    expect(huge.headers()['content-type']).toMatch(/^application\/json/);
    expect(await huge.json()).toMatchObject({ code: 413, data: null });
  });

  test('the server checks the content: an executable named .pdf and an empty file are refused, and the feedback form says so in English', async ({
    page,
    request,
  }) => {
    const mz = Buffer.alloc(4096);
    mz.write('MZ');
    const refused = await request.post('/api/client/file/upload', {
      multipart: { file: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: mz } },
    });
    expect(await refused.json()).toMatchObject({ code: 23005 });
    const empty = await request.post('/api/client/file/upload', {
      multipart: { file: { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) } },
    });
    expect(await empty.json()).toMatchObject({ code: 23004 });

    await page.context().addCookies([{ name: 'language', value: 'en', url: ORIGIN }]);
    await page.goto('/#/feedback');
    const form = page.getByRole('form', { name: 'Feedback' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Invoice');
    await form.getByRole('textbox', { name: 'Content' }).fill('The attached invoice is wrong.');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: mz,
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'The attachment was not accepted' });
    await expect(alert).toHaveText(
      'The attachment was not accepted: The content of the file does not match its type',
    );
    await expect(alert).not.toContainText('try again');

    // A 9.9 MB PDF goes through nginx to the API and the feedback is received.
    await form.locator('input[type="file"]').setInputFiles({
      name: 'manual.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOf(Math.round(9.9 * MB)),
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toContainText(/Your feedback FK\d+ was received/, {
      timeout: 30_000,
    });
  });
});

test.describe('sessions of the HTTP API', () => {
  test('the fixed demo token is refused, also as the cookie of a page', async ({ request, page }) => {
    expect((await userInfo(request, 'admin-token')).code).toBe(10004);
    expect((await userInfo(request, 'customer-token')).code).toBe(10004);
    await signInPage(page, 'admin-token');
    await page.goto('/#/costCenter/orderMGT');
    await expect(page).toHaveURL(/#\/login\?redirect=/);
  });

  test('tokens are random; log out ends one; a password change ends the other sessions; the log keeps no token', async ({
    request,
  }) => {
    const [here, elsewhere] = [
      await signIn(request, 'liuna', 'ln8888ab'),
      await signIn(request, 'liuna', 'ln8888ab'),
    ];
    for (const token of [here, elsewhere]) expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(here).not.toBe(elsewhere);

    const change = async (token: string, oldPassword: string, newPassword: string) =>
      (await (
        await request.post('/api/client/user/editPassword', {
          headers: auth(token),
          data: { oldPassword, newPassword },
        })
      ).json()) as Envelope;
    expect((await change(here, 'ln8888ab', 'ln9999cd')).code).toBe(0);
    try {
      expect((await userInfo(request, elsewhere)).code).toBe(10004);
      expect((await userInfo(request, here)).code).toBe(0);
    } finally {
      expect((await change(here, 'ln9999cd', 'ln8888ab')).code).toBe(0);
    }

    expect(
      (await (await request.post('/api/logout', { headers: auth(here) })).json()) as Envelope,
    ).toMatchObject({ code: 0 });
    expect((await userInfo(request, here)).code).toBe(10004);

    // nginx wrote every one of those calls, with their paths and without their query strings.
    await expect
      .poll(() => readFileSync(ACCESS_LOG, 'utf8'))
      .toContain('"GET /api/client/user/info HTTP/1.1" 200');
    const log = readFileSync(ACCESS_LOG, 'utf8');
    expect(log).not.toContain('token=');
    expect(log).not.toContain(here);
  });
});

test('a gateway key in the path stays out of the access log, but for its last 4 characters', async ({
  request,
}) => {
  const key = `cpk_${'0123456789abcdef'.repeat(2)}`;
  const answer = await request.post(`/api/rpc/${key}`, {
    data: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
  });
  expect(answer.status()).toBe(401);
  await expect.poll(() => readFileSync(ACCESS_LOG, 'utf8')).toContain('"POST /api/rpc/***cdef HTTP/1.1" 401');
  expect(readFileSync(ACCESS_LOG, 'utf8')).not.toContain(key);
});

test.describe('nginx itself', () => {
  test('a missing /assets/ file is a 404 that is not cached; a found one is kept for a year', async ({
    request,
  }) => {
    const missing = await request.get('/assets/index-00000000.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
    const html = await (await request.get('/')).text();
    const script = html.match(/\.\/(assets\/index-[^`'"]+\.js)/)?.[1];
    expect(script).toBeTruthy();
    const found = await request.get(`/${script}`);
    expect(found.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test("an upstream 5xx reaches the browser as nginx's small JSON envelope, never the API's own page", async ({
    request,
  }) => {
    // A path parameter that is not UTF-8 makes the demo API fail (HTTP 500).
    const response = await request.get('/api/client/user/message/detail/%FF', { headers: auth('x') });
    expect(response.status()).toBe(502);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.text()).toBe('{"code":500,"msg":"Service unavailable","data":null}');
  });
});

test.describe('paying calls', () => {
  test('five concurrent renewals with one Idempotency-Key charge once', async ({ request }) => {
    const token = await signIn(request, 'admin', 'admin123');
    const get = async <T>(url: string) =>
      ((await (await request.get(url, { headers: auth(token) })).json()) as Envelope<T>).data;
    const apps = (
      (await (
        await request.post('/api/client/app/page', {
          headers: auth(token),
          data: { pageNum: 1, pageSize: 1, status: 'active' },
        })
      ).json()) as Envelope<{ list: Array<{ id: number }> }>
    ).data;
    const app = await get<{ id: number; renewal: { monthlyPrice: number; periods: number[] } }>(
      `/api/client/app/detail/${apps.list[0]!.id}`,
    );
    const balance = async () =>
      Math.round((await get<{ balance: number }>('/api/client/account/overview')).balance * 100);
    const before = await balance();
    const months = app.renewal.periods[0]!;
    const key = `renew-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        request.post('/api/client/app/renew', {
          headers: { ...auth(token), 'Idempotency-Key': key },
          data: { id: app.id, periodMonths: months },
        }),
      ),
    );
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Array<
      Envelope<{ expiresAt: string }>
    >;
    expect(bodies.map((b) => b.code)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(bodies.map((b) => b.data.expiresAt)).size).toBe(1);
    expect(before - (await balance())).toBe(Math.round(app.renewal.monthlyPrice * 100) * months);
  });

  test('two tabs pay one order: the second says it is paid already and shows the order paid', async ({
    page,
    request,
  }) => {
    const token = await signIn(request, 'demo', 'demo123');
    await signInPage(page, token);
    const other = await page.context().newPage();
    // The cheapest pending order that costs something (the balance covers it).
    const pending = (
      (await (
        await request.post('/api/client/order/page', {
          headers: auth(token),
          data: { pageNum: 1, pageSize: 100, status: 'pending' },
        })
      ).json()) as Envelope<{ list: Array<{ orderNo: string; amount: number }> }>
    ).data.list
      .filter((o) => o.amount > 0)
      .sort((a, b) => a.amount - b.amount);
    const orderNo = pending[0]!.orderNo;
    const label = `Pay order ${orderNo}`;
    const orders = `/#/costCenter/orderMGT?keyword=${orderNo}`;
    await page.goto(orders);
    await other.goto(orders);

    // Both tabs open the payment of the same order.
    await page.getByRole('button', { name: label }).click();
    await other.getByRole('button', { name: label }).click();
    const confirm = (p: Page) => p.getByRole('dialog').getByRole('button', { name: /^Pay / });
    await expect(confirm(page)).toBeEnabled();
    await expect(confirm(other)).toBeEnabled();

    await confirm(page).click();
    await expect(page.getByText(`Order ${orderNo} is paid`, { exact: true })).toBeVisible();

    const refreshedBalance = other.waitForResponse((r) => r.url().includes('/api/client/account/overview'));
    await confirm(other).click();
    await expect(
      other.getByText(/^This order has already been paid \(Request ID: [0-9a-f]{32}\)$/),
    ).toBeVisible();
    await expect(other.getByText('该订单已支付')).toHaveCount(0);
    await refreshedBalance;
    await expect(other.getByRole('dialog')).toHaveCount(0);
    // The list of pending orders no longer offers it.
    await expect(other.getByRole('button', { name: label })).toHaveCount(0);
  });
});
