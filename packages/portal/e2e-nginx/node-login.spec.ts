// Issue 38.4 (decision 0087): a deployment that turns node sign-in on (config.json nodeLogin: true,
// on a second site over the suite's build: secondSite.ts) offers it beside password sign-in; a node
// account signs in through POST /login/node of the HTTP API behind nginx and lands in the console.
import { expect, test as base, type Page } from '@playwright/test';
import { DEMO_NODE_ACCOUNT } from '../../api/src/mocks/db';
import { expectAppPath } from '../e2e/helpers';
import { startSecondSite } from './secondSite';

const test = base.extend<object, { nodeSite: string }>({
  nodeSite: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide) => {
      const site = await startSecondSite('node-login', { apiBaseUrl: '/api', nodeLogin: true });
      try {
        await provide(site.url);
      } finally {
        await site.stop();
      }
    },
    { scope: 'worker' },
  ],
});

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** /login on the site with node sign-in, once the app has taken over (inert until then, decision 0055). */
async function openLogin(page: Page, site: string): Promise<void> {
  await page.goto(`${site}#/login`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The tabs come in a chunk of their own: the form to type into is the one inside them.
  await expect(page.getByRole('tablist', { name: 'Sign-in method' })).toBeVisible();
}

test('a node account signs in through /login/node, with the keyboard alone', async ({ page, nodeSite }) => {
  await openLogin(page, nodeSite);
  const tabs = page.getByRole('tablist', { name: 'Sign-in method' });
  const password = tabs.getByRole('tab', { name: 'Password' });
  await expect(password).toHaveAttribute('aria-selected', 'true');
  await password.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Node account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Sign in with wallet' })).toHaveCount(0);

  const username = page.getByRole('textbox', { name: 'Username' });
  // From the tab, Tab reaches its panel, then the panel's first field.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(username).toBeFocused();
  await page.keyboard.type(DEMO_NODE_ACCOUNT.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_NODE_ACCOUNT.password);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login/node');
  await page.keyboard.press('Enter');
  const body = (await (await answer).json()) as { code: number; data: { token?: string } };
  expect(body).toMatchObject({ code: 0, data: { token: expect.any(String) } });

  await expectAppPath(page, '/homepage/homepage');
  await expect(page.getByRole('button', { name: /Node operator/ }).first()).toBeVisible();
});

test('the password tab still signs in through /login; a node account is refused there', async ({
  page,
  nodeSite,
}) => {
  await openLogin(page, nodeSite);
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_NODE_ACCOUNT.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_NODE_ACCOUNT.password);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect(((await (await answer).json()) as { code: number }).code).toBe(10001);
  // The server's own words (decision 0088).
  await expect(page.getByText(/^Wrong username or password \(Request ID: [0-9a-f]{32}\)$/)).toBeVisible();
  await expectAppPath(page, '/login');
});
