import { expect, type Locator, type Page } from '@playwright/test';

/** Where the built portal is served for this run (playwright.config.ts picks the port). */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/`;

export const DEMO = {
  admin: { username: 'admin', password: 'admin123' },
  customer: { username: 'demo', password: 'demo123' },
} as const;

/** The app path of the hash route, e.g. '/homepage/homepage?x=1'. */
export function appPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '')) || '/';
}

export async function expectAppPath(page: Page, expected: string | RegExp): Promise<void> {
  await expect
    .poll(() => appPath(page), { timeout: 20_000 })
    .toEqual(expected instanceof RegExp ? expect.stringMatching(expected) : expected);
}

/** Fills the sign-in form and submits it (English interface). */
export async function signIn(page: Page, who: keyof typeof DEMO, path = '#/login'): Promise<void> {
  if (path) await page.goto(path);
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO[who].username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO[who].password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in as the demo customer with a wrong password, through the production pair: resolves with
 * the answer's request id (X-Request-Id) once the message that cites it shows in the messages'
 * region (its announcer repeats the text for a second).
 */
export async function refusedSignIn(page: Page, path: string, password: string): Promise<string> {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.customer.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const id = (await answer).headers()['x-request-id'] ?? '';
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(`Wrong username or password (Request ID: ${id})`, { exact: true }),
  ).toBeVisible();
  return id;
}

export async function signedInAs(page: Page, who: keyof typeof DEMO): Promise<void> {
  await signIn(page, who);
  await expectAppPath(page, '/homepage/homepage');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/**
 * Signs in with a demo role's fixed token (as the demo role switch does). The mock backend forgets
 * the tokens it issued when the page reloads, so journeys that reload use these.
 */
export async function useDemoToken(page: Page, role: 'admin' | 'customer'): Promise<void> {
  await page.context().addCookies([{ name: 'cp_chainportal_token', value: `${role}-token`, url: BASE_URL }]);
  await page.goto('#/homepage/homepage');
  await expect(page.getByRole('button', { name: /系统管理员|Alex Morgan/ })).toBeVisible();
}

/**
 * Opens a console page by its address and waits until it is shown (pages load on demand): with a
 * title, until the heading says it; without one, until the heading of the page shown before is
 * replaced (it stays visible until the new page's code has loaded).
 */
export async function openPage(page: Page, path: string, title?: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  const before = appPath(page) !== path && (await h1.count()) === 1 ? await h1.textContent() : null;
  await page.goto(`#${path}`);
  await expectAppPath(page, path);
  if (title) await expect(h1).toHaveText(title);
  else if (before) await expect(h1).not.toHaveText(before);
  else await expect(h1).toBeVisible();
}

/**
 * Closes an open dialog with Escape as a user does: once focus has moved into it. The dialog's key
 * handling starts in the same effects that move the focus, so a key pressed the moment the dialog is
 * painted (possible on a loaded machine) could otherwise go unheard and leave it open.
 */
export async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Scrolls through the page to its end, half a screen of mouse wheel at a time, as a reader does to
 * reach what sits below the first screen (content that loads only as it comes near the viewport,
 * ui's NearViewport). Each turn of the wheel waits until the page has moved, as the reader does.
 * The wheel is driven from the test, not from a loop of animation frames in the page: such a loop
 * once never returned on a busy machine (requestAnimationFrame can stop firing in a headless
 * browser), and a test that waits on it hangs rather than fails.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  // Once the app has started: a pre-rendered page is inert until hydrated, and the start puts the
  // page back at its top.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toBeEmpty();
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(width / 2, height / 2);
  // How far the page and each box with a scroll bar of its own have scrolled, and whether the page
  // has reached its end.
  const position = () =>
    page.evaluate(() => {
      const root = document.scrollingElement as HTMLElement;
      const boxes = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) =>
        /auto|scroll/.test(getComputedStyle(element).overflowY),
      );
      const scrolled = [root, ...boxes].reduce((sum, element) => sum + element.scrollTop, 0);
      return { scrolled, atEnd: root.scrollTop + root.clientHeight >= root.scrollHeight - 1 };
    });
  // A page is at most a few dozen screens long; more turns than that mean it never ends.
  for (let turn = 0; turn < 60; turn++) {
    const before = await position();
    if (before.atEnd) return;
    await page.mouse.wheel(0, height / 2);
    await expect.poll(async () => (await position()).scrolled).toBeGreaterThan(before.scrolled);
  }
  expect((await position()).atEnd, 'the page reached its end').toBe(true);
}

/**
 * On the invoice application's first step: checks the first two paid orders not invoiced yet and
 * resolves with their numbers.
 */
export async function chooseTwoOrders(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Choose paid orders that are not invoiced yet' });
  const rows = table.getByRole('row');
  await expect(rows.nth(2)).toBeVisible();
  const orderNos = [
    (await rows.nth(1).innerText()).match(/DD\d+/)?.[0] ?? '',
    (await rows.nth(2).innerText()).match(/DD\d+/)?.[0] ?? '',
  ];
  for (const no of orderNos) await table.getByRole('checkbox', { name: no }).check();
  return orderNos;
}

/**
 * Opens the template page, chooses the ERC-20 template and fills its deploy form: the contract's
 * name and the token's name, symbol and initial supply. Resolves with the form.
 */
export async function fillErc20Form(
  page: Page,
  token: { contract: string; name: string; symbol: string; supply: string },
): Promise<Locator> {
  await openPage(page, '/contractmanage/createcontract/createcontract', 'Create from a template');
  await page.getByRole('radio', { name: /ERC-20/ }).click();
  const form = page.getByRole('form', { name: 'Deploy the contract' });
  await form.getByRole('textbox', { name: 'Contract name' }).fill(token.contract);
  await form.getByRole('textbox', { name: /^Name/ }).fill(token.name);
  await form.getByRole('textbox', { name: /^Symbol/ }).fill(token.symbol);
  await form.getByRole('textbox', { name: /^Initial supply/ }).fill(token.supply);
  return form;
}
