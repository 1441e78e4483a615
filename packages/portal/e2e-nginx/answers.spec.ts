// Issue 38: the portal against an API that answers the spec's way (only what the spec names, else
// only what the response schemas require) and the loose way real backends answer (numbers as numeric
// strings, money as strings, '' as null, dates as epoch numbers, fields the portal does not know):
// decisions 0085 and 0086. Each mode gets its own API server and nginx (startStack, serving the
// build the global setup made, on the chains it started); password and wallet sign-in and the main
// console journeys run in both, and no page shows the malformed-answer message.
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { startStack } from '../../../scripts/serve/stack.mjs';
import { FOX, installWallets } from '../e2e/fakeWallets';

test.use({ locale: 'en-US' });

const OUT = process.env.E2E_NGINX_OUT;
/** What the portal shows for an answer it cannot use, in a toast or in the page. */
const UNUSABLE = /unexpected response|could not (be )?load/i;

interface Stack {
  url: string;
  stop(): Promise<void>;
}

function appPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '')) || '/';
}

async function expectAppPath(page: Page, expected: string): Promise<void> {
  await expect.poll(() => appPath(page), { timeout: 20_000 }).toBe(expected);
}

/** Waits for the API answer of `apiPath` and returns its `data`. */
async function answerOf(response: Promise<Response>): Promise<unknown> {
  const body = (await (await response).json()) as { code: number; data: unknown };
  expect(body.code).toBe(0);
  return body.data;
}

/** The main console journeys: each page's read, what the page shows once it is there. */
const JOURNEYS = [
  { path: '/costCenter/orderMGT', api: '/api/client/order/page', heading: 'Order management' },
  { path: '/costCenter/invoicesMGT', api: '/api/client/invoice/page', heading: 'Invoice management' },
  { path: '/accountCenter/accountInfo', api: '/api/client/user/detail', heading: 'Account information' },
  { path: '/myconsultation/myfeedback', api: '/api/client/workOrder/page', heading: 'My work orders' },
  {
    path: '/messageCenter/systemNotice/systemNotice',
    api: '/api/client/user/message/page',
    heading: 'System notices',
  },
] as const;

for (const answers of ['spec', 'loose'] as const) {
  test.describe(`an API answering the ${answers} way`, () => {
    test.describe.configure({ mode: 'serial' });
    let stack: Stack;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      // Its own free ports and folder; the chains are the global setup's (VITE_CHAIN_RPC_URLS).
      const name = `${OUT ?? 'e2e-nginx'}-answers-${answers}`;
      stack = (await startStack({
        build: false,
        answers,
        quiet: true,
        ...(OUT ? { outDir: OUT } : {}),
        dir: path.resolve(import.meta.dirname, '../../../.tmp', name),
      })) as Stack;
    });
    test.afterAll(async () => {
      await stack?.stop();
    });

    test('password sign-in reaches the console home, which shows no unusable answer', async ({ page }) => {
      const info = page.waitForResponse((r) => r.url().includes('/api/client/user/info'));
      await page.goto(`${stack.url}#/login`);
      await page.getByRole('textbox', { name: 'Username' }).fill('demo');
      await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const data = (await answerOf(info)) as Record<string, unknown>;
      if (answers === 'spec') {
        // Only the four fields the spec names.
        expect(Object.keys(data).sort()).toEqual(['avatar', 'introduction', 'name', 'roles']);
      } else {
        expect(data).toHaveProperty('x_unknownField');
        expect(typeof data.dealtcount).toBe('string');
      }
      await expectAppPath(page, '/homepage/homepage');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Recent orders' })).toBeVisible();
      await expect(page.getByText(UNUSABLE)).toHaveCount(0);

      for (const journey of JOURNEYS) {
        const read = page.waitForResponse((r) => new URL(r.url()).pathname === journey.api);
        await page.evaluate((to) => (window.location.hash = to), journey.path);
        await expectAppPath(page, journey.path);
        const answer = (await answerOf(read)) as Record<string, unknown>;
        const rows = Array.isArray(answer.list) ? (answer.list as Record<string, unknown>[]) : null;
        if (answers === 'spec' && rows?.length) expect(Object.keys(rows[0]!)).toEqual(['id']);
        if (answers === 'loose' && rows) expect(typeof answer.total).toBe('string');
        await expect(page.getByRole('heading', { level: 1, name: journey.heading })).toBeVisible();
        if (rows?.length) await expect(page.getByRole('row').nth(1)).toBeVisible();
        await expect(page.getByText(UNUSABLE), journey.path).toHaveCount(0);
        await expect(page.getByText('undefined', { exact: false }), journey.path).toHaveCount(0);
        await expect(page.getByText('NaN', { exact: true }), journey.path).toHaveCount(0);
      }
    });

    test('wallet sign-in reaches the console home', async ({ page }) => {
      await installWallets(page, { wallets: [FOX] });
      const signIn = page.waitForResponse((r) => r.url().endsWith('/api/login/address'));
      await page.goto(`${stack.url}#/login`);
      await page.getByRole('button', { name: 'Sign in with wallet' }).click();
      await expect(page.getByRole('dialog', { name: 'Sign in with wallet' })).toBeVisible();
      expect((await signIn).status()).toBe(200);
      await expectAppPath(page, '/homepage/homepage');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(page.getByText(UNUSABLE)).toHaveCount(0);
    });
  });
}
