import { expect, test } from '@playwright/test';
import { BASE_URL } from './helpers';
import { metaDescription, PUBLIC_PAGES } from './publicHelpers';

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  // One page walks every route by address (the portal starts once), like the Chinese walk below.
  test('every public page shows its title and a description (axe: page-checks.spec.ts)', async ({ page }) => {
    test.setTimeout(180_000);
    for (const { path, h1 } of PUBLIC_PAGES) {
      await page.goto(`#${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
      await expect(page.getByText('This page is being built.')).toHaveCount(0);
      await expect(page, path).toHaveTitle(/ - Chain Service Platform$/);
      if (!['/404', '/401'].includes(path)) {
        expect(await metaDescription(page), path).toMatch(/\S{3,}/);
        await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      }
    }
  });

  test('the footer reaches the chain browser, with no sign-in', async ({ page }) => {
    await page.goto('#/index');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chain browser' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chain browser');
    await expect(page).toHaveURL(/#\/explorer$/);
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'en-US' });

  test('every public page in Chinese, with its title and description in Chinese', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.addCookies([{ name: 'language', value: 'zh', url: BASE_URL }]);
    for (const { path, zh } of PUBLIC_PAGES) {
      await page.goto(`#${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(zh);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      await expect(page).toHaveTitle(/ - 链服务平台$|链服务平台/);
      if (!['/404', '/401'].includes(path))
        // Set by the page once the app runs; /index shows pre-rendered before that (decision 0055).
        await expect.poll(() => metaDescription(page), { message: path }).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  test('/zh/index and /en/index switch the landing page language', async ({ page }) => {
    await page.goto('#/zh/index');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('一个平台，三条区块链');
    await page.goto('#/en/index');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One platform for three blockchains');
    await page.goto('#/zh/serversaccess');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('接入服务');
  });
});

test.describe('on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

  test('the header menu collapses into a button and opens a menu that reaches every section', async ({
    page,
  }) => {
    await page.goto('#/index');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'App market' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The sheet is its own chunk: its link, not the footer's, once it has opened.
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('link', { name: 'App market' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('App market');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the landing page shows the platform figures from the API and lazily loads pictures below the fold', async ({
  page,
}) => {
  await page.goto('#/en/index');
  const figures = page.getByRole('region', { name: 'Platform figures' });
  await expect(figures.getByText('Chains')).toBeVisible();
  await expect(figures).toContainText('99.99%');
  await page.goto('#/en/serversaccess');
  const pictures = page.getByRole('img', { name: /Picture of the .* edition/ });
  await expect(pictures).toHaveCount(4);
  // Far below the fold on a short screen: no source yet.
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.reload();
  await expect(page.getByRole('img', { name: 'Picture of the Basic edition' })).not.toHaveAttribute(
    'src',
    /./,
  );
  await page.getByRole('img', { name: 'Picture of the Basic edition' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'Picture of the Basic edition' })).toHaveAttribute('src', /./);
});
