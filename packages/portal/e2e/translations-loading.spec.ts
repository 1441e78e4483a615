import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { closeWithEscape, signedInAs } from './helpers';

// Translations are loaded by area (docs/decisions/0031-translations-by-area.md). Whatever the order of
// pages and languages, no translation key may ever be painted: a MutationObserver, installed before
// the app starts, records every text and label the page shows, and none may be a key of locales/en.

const localesDir = path.resolve(import.meta.dirname, '../../../locales/en');
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}
// Only keys with a dot: a one-word key (e.g. "title") could be ordinary text.
const KEYS = new Set(
  readdirSync(localesDir)
    .flatMap((file) => {
      const ns = file.replace(/\.json$/, '');
      const keys = keysOf(JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')));
      return [...keys, ...keys.map((k) => `${ns}:${k}`)];
    })
    .filter((k) => k.includes('.')),
);

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __seenTexts: Set<string> }).__seenTexts = seen;
    const note = (text: string | null | undefined) => {
      const t = text?.trim();
      if (t && t.length < 120 && !t.includes(' ')) seen.add(t);
    };
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) note(node.textContent);
      if (node instanceof Element) {
        note(node.getAttribute('aria-label'));
        note(node.getAttribute('placeholder'));
        node.childNodes.forEach(visit);
      }
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') note(r.target.textContent);
        else if (r.type === 'attributes') note((r.target as Element).getAttribute(r.attributeName!));
        else r.addedNodes.forEach(visit);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'placeholder'],
    });
  });
});

async function keysShown(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => [
    ...(window as unknown as { __seenTexts: Set<string> }).__seenTexts,
  ]);
  return seen.filter((text) => KEYS.has(text));
}

test('public pages, sign-in and the console never show a translation key, in either language', async ({
  page,
}) => {
  await page.goto('#/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One platform for three blockchains');
  await page.getByRole('link', { name: 'App market' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('App market');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('应用市场');
  await page.getByRole('button', { name: /语言/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('App market');

  // Sign in (the wallet dialog brings its own namespace), then console pages of three namespaces.
  await page.goto('#/login');
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await closeWithEscape(page, page.getByRole('dialog'));
  await signedInAs(page, 'admin');
  await page.goto('#/costCenter/orderMGT');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('#/accountCenter/accountInfo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.goto('#/costCenter/orderMGT');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(await keysShown(page)).toEqual([]);
});

test('the check itself sees a key when one is painted', async ({ page }) => {
  await page.goto('#/index');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.body.append(document.createTextNode('login.title')));
  expect(await keysShown(page)).toEqual(['login.title']);
});
