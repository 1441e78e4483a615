import { expect, test, type Page } from '@playwright/test';
import { expectAppPath, openPage as open, useDemoToken } from './helpers';

test.use({ locale: 'en-US' });

// These journeys put a text box (and, for scrolling, a tall block) beside the heading of the page
// shown, as DOM the portal did not create:
// it survives only when the page's DOM is kept (a cached page), and is gone when the page is mounted
// anew (refresh, closed tab, noCache). React state kept across a switch is proven by the unit tests
// of frame/CachedOutlet.test.tsx, with test pages. See docs/decisions/0028-cached-console-pages.md.
async function putProbe(page: Page, tall = false): Promise<void> {
  await page
    .getByRole('main')
    .locator('h1:visible')
    .first()
    .evaluate(
      (h1, height) => {
        const section = h1.parentElement as HTMLElement;
        const label = document.createElement('label');
        label.textContent = 'Probe';
        label.append(document.createElement('input'));
        section.append(label);
        if (height) {
          const block = document.createElement('div');
          block.style.height = `${height}px`;
          section.append(block);
        }
      },
      tall ? 3000 : 0,
    );
}

const probe = (page: Page) => page.getByRole('textbox', { name: 'Probe' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Open pages' });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Scrolls the window to `y` and waits for the scroll event, which is when the frame records it. */
const scrollWindowTo = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );

test.beforeEach(async ({ page }) => {
  // A fixed header keeps the tag bar in view on a scrolled page (the settings panel's switch).
  await page.addInitScript(() => localStorage.setItem('cp-settings', JSON.stringify({ fixedHeader: true })));
  await useDemoToken(page, 'admin');
});

test('a page switched away from and back to keeps what was typed and its scroll position', async ({
  page,
}) => {
  await open(page, '/accountCenter/loginLog', 'Sign-in log');
  await open(page, '/costCenter/orderMGT', 'Order management');
  await expect(heading(page)).toHaveText('Order management');
  await putProbe(page, true);
  await probe(page).fill('pending orders');
  await scrollWindowTo(page, 1200);

  await tabs(page).getByRole('link', { name: 'Sign-in log' }).click();
  await expectAppPath(page, '/accountCenter/loginLog');
  await expect(heading(page)).toHaveText('Sign-in log');
  await expect(probe(page)).toHaveCount(0);
  // Another page starts at the top.
  await expect.poll(() => scrollY(page)).toBe(0);

  await tabs(page).getByRole('link', { name: 'Order management' }).click();
  await expect(heading(page)).toHaveText('Order management');
  await expect(probe(page)).toHaveValue('pending orders');
  await expect.poll(() => scrollY(page)).toBe(1200);

  // By the sidebar too, and for a page three menu levels deep.
  await open(page, '/contractmanage/createcontract/createcontract');
  await putProbe(page);
  await probe(page).fill('ERC-20 token');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const orders = menu.getByRole('link', { name: 'Order management' });
  if (!(await orders.isVisible())) await menu.getByText('Fee center').click();
  await orders.click();
  await expect(probe(page)).toHaveValue('pending orders');
  await tabs(page).getByRole('link', { name: 'Create contract' }).click();
  await expect(probe(page)).toHaveValue('ERC-20 token');
});

test("the tag bar's refresh mounts that page anew and keeps the others", async ({ page }) => {
  await open(page, '/accountCenter/loginLog', 'Sign-in log');
  await putProbe(page);
  await probe(page).fill('kept');
  await open(page, '/costCenter/orderMGT', 'Order management');
  await putProbe(page);
  await probe(page).fill('typed');

  await tabs(page).getByRole('link', { name: 'Order management' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  await expect(heading(page)).toHaveText('Order management');
  await expect(probe(page)).toHaveCount(0);

  await tabs(page).getByRole('link', { name: 'Sign-in log' }).click();
  await expect(probe(page)).toHaveValue('kept');
});

test('closing a tab drops its page; a noCache page is always new', async ({ page }) => {
  await open(page, '/costCenter/orderMGT', 'Order management');
  await putProbe(page);
  await probe(page).fill('typed');
  await open(page, '/accountCenter/loginLog', 'Sign-in log');
  await putProbe(page);
  await probe(page).fill('log filter');
  // While its tab is open, the page is kept.
  await tabs(page).getByRole('link', { name: 'Order management' }).click();
  await expect(probe(page)).toHaveValue('typed');
  await tabs(page).getByRole('link', { name: 'Sign-in log' }).click();
  await tabs(page).getByRole('button', { name: 'Close Order management' }).click();
  await expect(tabs(page).getByRole('link')).toHaveText(['Home', 'Sign-in log']);
  await open(page, '/costCenter/orderMGT', 'Order management');
  await expect(heading(page)).toHaveText('Order management');
  await expect(probe(page)).toHaveCount(0);

  // Recharge is marked noCache in the route table; Sign-in log, cached, is kept meanwhile.
  await open(page, '/costCenter/overview/recharge', 'Recharge');
  await expect(heading(page)).toHaveText('Recharge');
  await putProbe(page);
  await probe(page).fill('100');
  await tabs(page).getByRole('link', { name: 'Sign-in log' }).click();
  await expect(probe(page)).toHaveValue('log filter');
  await tabs(page).getByRole('link', { name: 'Recharge' }).click();
  await expect(heading(page)).toHaveText('Recharge');
  await expect(probe(page)).toHaveCount(0);
});

test('a cached page comes back with the query its address had', async ({ page }) => {
  await open(page, '/costCenter/orderMGT?status=paid&page=2', 'Order management');
  await open(page, '/accountCenter/loginLog', 'Sign-in log');
  await tabs(page).getByRole('link', { name: 'Order management' }).click();
  await expectAppPath(page, '/costCenter/orderMGT?status=paid&page=2');
});

test('a dialog left open on a page that Back hides neither covers nor locks the page shown; Forward brings it back', async ({
  page,
}) => {
  await open(page, '/accountCenter/loginLog', 'Sign-in log');
  await open(page, '/costCenter/invoicesMGT/invoicesInfo', 'Invoice titles');
  await page.getByRole('button', { name: 'Add a title' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a title' })).toBeVisible();

  await page.goBack();
  await expectAppPath(page, '/accountCenter/loginLog');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Found by role: not hidden from assistive technology by the dialog's focus trap.
  await expect(heading(page)).toHaveText('Sign-in log');
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
  await expect(tabs(page).getByRole('button', { name: 'Close Sign-in log' })).toBeVisible();

  await page.goForward();
  await expectAppPath(page, '/costCenter/invoicesMGT/invoicesInfo');
  await expect(page.getByRole('dialog', { name: 'Add a title' })).toBeVisible();
});

test('a cached page asks the server for its list again when it is shown again, not while hidden', async ({
  page,
}) => {
  let listCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/client/login/page')) listCalls += 1;
  });
  await open(page, '/accountCenter/loginLog', 'Sign-in log');
  await expect(page.getByRole('table')).toBeVisible();
  await expect.poll(() => listCalls).toBe(1);

  await open(page, '/costCenter/orderMGT', 'Order management');
  await expect(page.getByRole('table')).toBeVisible();
  expect(listCalls).toBe(1);

  await tabs(page).getByRole('link', { name: 'Sign-in log' }).click();
  await expect(heading(page)).toHaveText('Sign-in log');
  await expect.poll(() => listCalls).toBe(2);
});
