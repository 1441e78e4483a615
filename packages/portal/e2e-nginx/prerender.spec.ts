// The pre-rendered /index and /login (decision 0055) behind the production nginx and its CSP: the
// HTML shows them before any of the app's code runs, the app hydrates them (the very same elements
// stay, no hydration error, clicks work), and other addresses never show them.
import { expect, test, type Page } from '@playwright/test';
import { serveAnalyticsStub } from './analyticsStub';

test.use({ locale: 'en-US' });

declare global {
  interface Window {
    /** The #root h1 as the inline chooser left it, before any module ran. */
    __firstH1?: Element | null;
    /** The same for the footer and the closing call to action. */
    __firstFooter?: Element | null;
    __firstCta?: Element | null;
    /** Whether #root ever held a pre-rendered page. */
    __sawPrerender?: boolean;
  }
}

/** Errors in the console or thrown (React's hydration errors are both), and CSP violations. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Parsing is done and the inline chooser has run; the app's module has not rendered yet (it
    // waits for its translations first).
    document.addEventListener('DOMContentLoaded', () => {
      window.__firstH1 = document.querySelector('#root h1');
      window.__firstFooter = document.querySelector('#root footer');
      window.__firstCta = document.getElementById('index-cta');
    });
    new MutationObserver(() => {
      if (document.getElementById('root')?.hasAttribute('data-prerendered')) window.__sawPrerender = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

// This suite's site sends page views to an analytics provider (globalSetup.ts): a stub stands in for it.
test.beforeEach(({ page }) => serveAnalyticsStub(page));

test('the HTML alone shows /index and /login, without the app’s scripts', async ({ page }) => {
  // Only the inline chooser runs: every script file of the app is refused.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/#/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One platform for three blockchains');
  await expect(page.getByRole('link', { name: 'Register free' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Solutions by industry' })).toBeVisible();
  await expect(page.locator('#app-loading')).toBeHidden();
  await expect(page).toHaveTitle('Home - Chain Service Platform');

  // A new document (a hash change alone would not load the page again).
  await page.goto('about:blank');
  await page.goto('/#/login?language=zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录控制台');
  await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});

test('the start screen of any other address speaks the visitor’s language before the app’s code runs', async ({
  browser,
}) => {
  const texts = { en: 'Loading...', zh: '加载中...', es: 'Cargando...', ja: '読み込み中...' };
  /** Opens `address` with every script file of the app refused, and says which text is on screen. */
  const startScreen = async (address: string, locale: string, cookie?: string) => {
    const context = await browser.newContext({ locale });
    if (cookie)
      await context.addCookies([{ name: 'language', value: cookie, url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(address);
    const overlay = page.getByRole('status');
    await expect(overlay).toBeVisible();
    const visible: string[] = [];
    for (const [language, text] of Object.entries(texts))
      if (await overlay.getByText(text, { exact: true }).isVisible()) visible.push(language);
    const lang = await page.locator('html').getAttribute('lang');
    await context.close();
    expect(violations).toEqual([]);
    return { visible, lang };
  };
  // The browser's language, the cookie over it, the address over both (src/i18n/detectLanguage.ts).
  expect(await startScreen('/#/homepage/homepage', 'en-US')).toEqual({ visible: ['en'], lang: 'en' });
  expect(await startScreen('/#/homepage/homepage', 'ja-JP')).toEqual({ visible: ['ja'], lang: 'ja' });
  expect(await startScreen('/#/costCenter/orderMGT', 'en-US', 'zh')).toEqual({ visible: ['zh'], lang: 'zh' });
  expect(await startScreen('/#/aboutus?language=es', 'ja-JP', 'zh')).toEqual({ visible: ['es'], lang: 'es' });
});

test('with JavaScript off the page keeps today’s start screen (the hash is read by a script)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/#/login');
  await expect(page.locator('#app-loading')).toBeVisible();
  await expect(page.locator('#root')).toBeEmpty();
  await context.close();
});

test('/login hydrates: same elements, no error, the form validates', async ({ page }) => {
  const errors = watchErrors(page);
  await recordFirstPaint(page);
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter your username')).toBeVisible();
  expect(await page.evaluate(() => window.__sawPrerender)).toBe(true);
  expect(
    await page.evaluate(
      () => Boolean(window.__firstH1) && window.__firstH1 === document.querySelector('#root h1'),
    ),
  ).toBe(true);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('admin123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/index hydrates: same elements, no error, the language switch works', async ({ page }) => {
  const errors = watchErrors(page);
  await recordFirstPaint(page);
  await page.goto('/#/index');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('一个平台，三条区块链');
  // Hydrated once, as a whole: the call to action and the footer are live too, once each.
  await expect(page.getByRole('heading', { name: '今天就开始构建' })).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toContainText('链服务平台 版权所有');
  expect(await page.evaluate(() => window.__sawPrerender)).toBe(true);
  expect(
    await page.evaluate(() => ({
      h1: Boolean(window.__firstH1) && window.__firstH1 === document.querySelector('#root h1'),
      footer:
        Boolean(window.__firstFooter) && window.__firstFooter === document.querySelector('#root footer'),
      cta: Boolean(window.__firstCta) && window.__firstCta === document.getElementById('index-cta'),
    })),
  ).toEqual({ h1: true, footer: true, cta: true });
  expect(errors).toEqual([]);
});

test('hydrating keeps the pre-rendered class names and styles (styled-components ids match)', async ({
  page,
}) => {
  // The class names of the pre-render (vite.config.ts gives both builds the same component ids)
  // are the browser's: hydrating changes no class and no computed style of the elements shown, and
  // styled-components finds every rule the page needs already there. With other ids it would add
  // the page's rules again under its own class names (on /login, 45 rules to the 72 pre-rendered).
  await page.addInitScript(() => {
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return `${el.getAttribute('class') ?? ''} ${s.display} ${s.color} ${s.fontSize} ${s.padding}`;
    };
    /** styled-components' style rules in the document, without its group markers. */
    const rules = () =>
      [...document.querySelectorAll('style[data-styled]')]
        .flatMap((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])])
        .filter((rule) => !(rule as CSSStyleRule).selectorText?.startsWith('data-styled')).length;
    document.addEventListener('DOMContentLoaded', () => {
      const first = new Map([...document.querySelectorAll('#root *')].map((el) => [el, look(el)]));
      const probe = window as unknown as {
        __changed: () => [number, number, number];
        __rules: [number, number?];
      };
      probe.__rules = [rules()];
      // Counted when the hydrated app makes the page usable (main.tsx removes `inert`).
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((_, observer) => {
        if (root.hasAttribute('inert')) return;
        probe.__rules[1] = rules();
        observer.disconnect();
      }).observe(root, { attributes: true, attributeFilter: ['inert'] });
      probe.__changed = () => {
        const kept = [...first].filter(([el]) => el.isConnected);
        return [first.size, kept.length, kept.filter(([el, before]) => look(el) !== before).length];
      };
    });
  });
  for (const address of ['/#/index', '/#/login']) {
    const errors = watchErrors(page);
    // A new document for each (a hash change alone would not load the page again).
    await page.goto('about:blank');
    await page.goto(address);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const [shown, kept, changed] = await page.evaluate(() =>
      (window as unknown as { __changed: () => [number, number, number] }).__changed(),
    );
    expect(shown).toBeGreaterThan(20);
    expect(kept).toBeGreaterThan(shown * 0.9);
    expect(changed).toBe(0);
    const [preRendered, hydrated] = await page.evaluate(
      () => (window as unknown as { __rules: [number, number?] }).__rules,
    );
    expect(preRendered).toBeGreaterThan(20);
    expect(hydrated).toBe(preRendered);
    expect(errors).toEqual([]);
  }
});

test('on a phone the page is usable as soon as it is hydrated, the footer included', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await recordFirstPaint(page);
  await page.goto('/#/index');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText('Chain Service Platform');
  // Hydrated in place: the element the chooser showed is still the one in the page.
  expect(await page.evaluate(() => window.__firstFooter === document.querySelector('#root footer'))).toBe(
    true,
  );
  await footer.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/#\/aboutus$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('One platform for three blockchains');
  expect(errors).toEqual([]);
});

test('other addresses and a signed-in visitor never show a pre-rendered page', async ({
  page,
  context,
  request,
}) => {
  await recordFirstPaint(page);
  await page.goto('/#/aboutus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  expect(await page.evaluate(() => window.__sawPrerender)).toBeUndefined();

  // A real session: the HTTP API has no fixed demo token (decision 0047).
  const login = (await (
    await request.post('/api/login', { data: { username: 'admin', password: 'admin123' } })
  ).json()) as { data: { token: string } };
  await context.addCookies([
    { name: 'cp_chainportal_token', value: login.data.token, url: new URL(page.url()).origin },
  ]);
  await page.goto('about:blank');
  await page.goto('/#/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One platform for three blockchains');
  expect(await page.evaluate(() => window.__sawPrerender)).toBeUndefined();
});
