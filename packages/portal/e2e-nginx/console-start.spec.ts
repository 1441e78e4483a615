// The console's data and code load together (issue 26, decision 0055): a signed-in visit of the
// console home asks for the user info and the home's reads at start-up, beside the code, not once
// the frame's and the page's code have arrived and rendered (the waterfall of user info, then the
// frame, then the page, then its data). Proven where it ships: the build behind nginx, the HTTP API.
// The frame's and the page's chunks are held back until those reads have been asked for: with a
// waterfall they never would be, and the test says which read waited.
import { expect, test } from '@playwright/test';

test.use({ locale: 'en-US' });

/** The reads the console home needs first: who is signed in, and the balance it shows. */
const FIRST_READS = ['/api/client/user/info', '/api/client/account/overview'];
/** How long a held chunk waits for the reads before it is let through (and the test fails). */
const HOLD_MS = 15_000;

test('the console home asks for its data before its frame and page code arrive', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await request.post('/api/login', { data: { username: 'admin', password: 'admin123' } });
  const { data } = (await login.json()) as { data: { token: string } };
  await page.context().addCookies([{ name: 'cp_chainportal_token', value: data.token, url: baseURL! }]);

  const asked = new Set<string>();
  page.on('request', (request) => asked.add(new URL(request.url()).pathname));
  const missing = () => FIRST_READS.filter((path) => !asked.has(path));
  const waitedFor: string[] = [];
  await page.route(/\/assets\/(ConsoleFrame|HomePage)-[\w-]+\.js$/, async (route) => {
    const until = Date.now() + HOLD_MS;
    while (missing().length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    waitedFor.push(...missing());
    await route.continue();
  });

  await page.goto('#/homepage/homepage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^CN¥[\d,]+\.\d\d$/).first()).toBeVisible();
  expect(waitedFor, 'reads that were asked for only after the code arrived').toEqual([]);
});
