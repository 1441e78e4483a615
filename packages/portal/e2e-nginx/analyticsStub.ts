import type { Page } from '@playwright/test';

/** The analytics script this suite's build is configured with (e2e-nginx/globalSetup.ts). */
export const ANALYTICS = { url: 'https://analytics.test/cp.js', siteId: 'portal-e2e' } as const;

/**
 * Serves a stand-in for the analytics script from the test itself: like a real queue script it takes
 * over `window._cpq`, keeps the views queued before it loaded, and records every later push in
 * `window.__analyticsViews`, counting its own loads in `window.__analyticsLoads`.
 */
export async function serveAnalyticsStub(page: Page): Promise<void> {
  await page.route(ANALYTICS.url, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `(function () {
        var queued = window._cpq || [];
        var seen = (window.__analyticsViews = []);
        window.__analyticsLoads = (window.__analyticsLoads || 0) + 1;
        window._cpq = { push: function () { for (var i = 0; i < arguments.length; i++) seen.push(arguments[i]); return seen.length; } };
        for (var i = 0; i < queued.length; i++) seen.push(queued[i]);
      })();`,
    }),
  );
}
