// The Storybook that designers open (README.md, "Storybook"): `npm run serve:prod` serves the built
// storybook-static/ at /storybook/ behind the production nginx, with a policy of its own
// (render.mjs storybookPolicy). The test command builds it in its storybook-build step.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cspFindings } from '../src/testing/cspFindings';

const built = path.resolve(import.meta.dirname, '../../../storybook-static/index.html');

test('/storybook/ answers through nginx: the manager, a story in its preview frame, its own policy, and no violation of it', async ({
  page,
  request,
}) => {
  expect(existsSync(built), 'storybook-static/ is missing: run `pnpm storybook:build` first').toBe(true);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });

  const bare = await request.get('storybook', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()['location']).toMatch(/\/storybook\/$/);

  const response = await page.goto('storybook/?path=/story/inputs-button--primary');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toContain('unsafe-eval');
  // Storybook's inline scripts run by their hashes (render.mjs storybookPolicy), no other inline
  // script. Google's CSP Evaluator flags only this origin as a script source, a maybe (same-origin
  // JSONP or uploads) that this origin does not serve as scripts (decision 0115).
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(cspFindings(policy).map((f) => `${f.severity} ${f.directive} ${f.value}`)).toEqual([
    "MEDIUM_MAYBE script-src 'self'",
  ]);
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');

  // The story renders inside the preview frame.
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('button').first()).toBeVisible();
  expect(violations).toEqual([]);

  // A docs page (the foundations designers read) runs under the same policy.
  await page.goto('storybook/?path=/docs/foundations-colour--docs');
  await expect(preview.getByRole('heading', { name: 'Colour', level: 1 })).toBeVisible();
  expect(violations).toEqual([]);

  // The portal itself keeps its strict policy.
  const portal = await request.get('./');
  expect(portal.headers()['content-security-policy']).not.toContain('unsafe-inline');
});
