// The platform chains behind the production configuration (issue 29, docs/decisions/0074): the CSP's
// connect-src allows exactly the chains' JSON-RPC URLs the site's config.json names (decision 0089),
// the page reaches each chain and gets its chain id, and any other local port stays blocked.
import { expect, test } from '@playwright/test';
import { CHAIN_CODES, CHAIN_IDS, freePort, networkFromEnv } from '../../../scripts/serve/chains.mjs';

/** Set by globalSetup.ts to the chains the stack built and configured nginx with. */
const chainUrls = JSON.parse(process.env.VITE_CHAIN_RPC_URLS ?? '{}') as Record<string, string>;
const network = networkFromEnv();

function connectSrc(csp: string): string[] {
  const directive = csp.split(';').find((part) => part.trim().startsWith('connect-src')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

test('the CSP connect-src names the API, the analytics host and exactly the configured chain URLs', async ({
  request,
}) => {
  expect(Object.keys(chainUrls).sort()).toEqual([...CHAIN_CODES].sort());
  const response = await request.get('/');
  const sources = connectSrc(response.headers()['content-security-policy'] ?? '');
  const chains = sources.filter((source) => source !== "'self'" && source !== 'https://plausible.io');
  expect(chains.sort()).toEqual(Object.values(chainUrls).sort());
});

test('the page reaches each chain, which answers its chain id, and no other local port', async ({ page }) => {
  await page.goto('/');
  const rpc = (url: string) =>
    page.evaluate(async (target) => {
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        });
        return ((await response.json()) as { result: string }).result;
      } catch (error) {
        return `blocked: ${(error as Error).name}`;
      }
    }, url);

  for (const code of CHAIN_CODES) {
    expect(await rpc(chainUrls[code]!), code).toBe(`0x${CHAIN_IDS[network][code].toString(16)}`);
  }
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (uri: string) => violations.push(uri));
  await page.evaluate(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(uri: string): void }).reportViolation(event.blockedURI),
    ),
  );
  const elsewhere = `http://127.0.0.1:${await freePort()}`;
  expect(await rpc(elsewhere)).toBe('blocked: TypeError');
  await expect.poll(() => violations).toContain(`${elsewhere}/`);
});
