// The platform chains' live status against real chains (issue 29): the build's VITE_CHAIN_RPC_URLS
// names a local anvil per chain (the test command starts them); the spec reads the same variable to
// mine a block, and skips when it is not set.
// The landing page's chain card shows the latest block and follows a block mined meanwhile; the
// console home shows the same chain; a chain that stops answering keeps its last figures as
// "Not answering" and one that never answered says it cannot be reached, the rest of the page working.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { scrollToEnd, useDemoToken } from './helpers';

const urls = JSON.parse(process.env.VITE_CHAIN_RPC_URLS ?? '{}') as Record<string, string | undefined>;
const consensus = urls.ScOcc02001;
const permissioned = urls.ScOcc03001;

test.skip(!consensus || !permissioned, 'VITE_CHAIN_RPC_URLS names no chains: the build has no live status');

async function rpc(url: string, method: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  });
  return ((await response.json()) as { result: string }).result;
}

/**
 * Requests from the page to `url` fail from now on, as if nothing listened there. (page.route does
 * not see them: the demo's mock backend is a service worker, and requests it passes on bypass
 * Playwright's routing; the page's fetch is wrapped instead, before any script runs.)
 */
async function stopAnswering(page: Page, url: string): Promise<void> {
  const refuse = (refused: string) => {
    const real = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const target = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (target.origin === refused) return Promise.reject(new TypeError('Failed to fetch'));
      return real(input, init);
    };
  };
  const origin = new URL(url).origin;
  await page.addInitScript(refuse, origin);
  // A page already open gets the same wrapper now.
  await page.evaluate(refuse, origin);
}

function status(page: Page, code: string): Locator {
  return page.getByRole('group', { name: `Live status of ${code}` });
}

/** The latest block a status shows, or NaN while it shows none. */
async function blockShown(group: Locator): Promise<number> {
  const text = (await group.textContent()) ?? '';
  const match = /#([\d,]+)/.exec(text);
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : Number.NaN;
}

test('the landing page shows each chain live and follows a new block', async ({ page }) => {
  const chainCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(consensus!)) chainCalls.push(request.url());
  });
  await page.goto('#/index');
  // The chains' status (its code, ethers and the reads) loads only as the cards come near the viewport.
  await page.waitForLoadState('networkidle');
  expect(chainCalls, 'no chain is read before its card comes near the viewport').toEqual([]);
  await expect(status(page, 'ScOcc02001')).toHaveCount(0);
  await scrollToEnd(page);
  const card = status(page, 'ScOcc02001');
  await expect(card).toContainText('Live');
  await expect(card).toContainText('Gas price');
  await expect(card).toContainText(/\d+(\.\d+)? (Gwei|wei)/);
  const before = await blockShown(card);
  expect(before).toBeGreaterThanOrEqual(Number(BigInt(await rpc(consensus!, 'eth_blockNumber'))) - 1);

  await rpc(consensus!, 'evm_mine');
  const mined = Number(BigInt(await rpc(consensus!, 'eth_blockNumber')));
  // The status reads the chain again every 12 s while the page is shown.
  await expect.poll(() => blockShown(card), { timeout: 30_000 }).toBeGreaterThanOrEqual(mined);
  await expect(status(page, 'ScOcc03001')).toContainText('Live');
});

test('the console home shows the same chains, and a chain that stops answering', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await expect(page.getByRole('region', { name: 'Services in use' })).toBeVisible();
  await scrollToEnd(page);
  const chain = status(page, 'ScOcc02001');
  await expect(chain).toContainText('Live');
  const latest = Number(BigInt(await rpc(consensus!, 'eth_blockNumber')));
  await expect.poll(() => blockShown(chain)).toBeGreaterThanOrEqual(latest);

  const other = status(page, 'ScOcc03001');
  await expect(other).toContainText('Live');
  const shown = await blockShown(other);
  // The permissioned chain stops answering: its last figures stay, marked as not answering.
  await stopAnswering(page, permissioned!);
  await expect(other).toContainText('Not answering', { timeout: 30_000 });
  await expect(other).toContainText('the chain has not answered since');
  expect(await blockShown(other)).toBe(shown);
  await expect(chain).toContainText('Live');
  await expect(page.getByRole('region', { name: 'Services in use' })).toBeVisible();
});

test('a chain that cannot be reached says so, and the rest of the page works', async ({ page }) => {
  await stopAnswering(page, permissioned!);
  await page.goto('#/index');
  await scrollToEnd(page);
  const card = status(page, 'ScOcc03001');
  await expect(card).toContainText('Cannot be reached');
  await expect(card).toContainText('The chain did not answer');
  await expect(status(page, 'ScOcc02001')).toContainText('Live');
  await expect(page.getByRole('link', { name: 'Learn more Open permissioned chain' })).toBeVisible();
});

test("Test connection says an endpoint the site's security policy refuses cannot be reached from the browser", async ({
  page,
}) => {
  // As in production: connect-src lists the site and the configured chain URLs only.
  const policy = `connect-src 'self' ${new URL(consensus!).origin} ${new URL(permissioned!).origin}`;
  await page.route(
    (url) => url.pathname === '/' || url.pathname.endsWith('.html'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy },
      });
    },
  );
  await useDemoToken(page, 'customer');
  await page.locator('a[href*="myserversdetail"]').first().click();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status', { name: 'Connection test result' })).toHaveText(
    /cannot be reached from the browser: the site's security policy/,
  );
});
