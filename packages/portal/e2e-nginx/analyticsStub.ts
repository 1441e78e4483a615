import type { Page } from '@playwright/test';

export type Provider = 'baidu' | 'ga4' | 'plausible';

/** The analytics settings of each provider in this suite (the suite's own site has the first). */
export const ANALYTICS = {
  plausible: { provider: 'plausible', siteId: 'portal.e2e.test' },
  baidu: { provider: 'baidu', siteId: '0123456789abcdef0123456789abcdef' },
  ga4: { provider: 'ga4', siteId: 'G-E2ETEST01' },
} as const satisfies Record<Provider, { provider: Provider; siteId: string }>;

/** The suite's own site (globalSetup.ts) sends its page views to this one. */
export const SUITE_ANALYTICS = ANALYTICS.plausible;

/** Each provider's script address (as the portal's adapters ask for it) and where it sends views. */
export const PROVIDER_HOSTS: Record<Provider, { script: string; beacon: string }> = {
  baidu: { script: 'https://hm.baidu.com/hm.js?*', beacon: 'https://hm.baidu.com/hm.gif?*' },
  ga4: {
    script: 'https://www.googletagmanager.com/gtag/js?*',
    beacon: 'https://region1.google-analytics.com/g/collect?*',
  },
  plausible: { script: 'https://plausible.io/js/script.manual.js', beacon: 'https://plausible.io/api/event' },
};

/**
 * Stand-ins for the providers' scripts, each taking the portal's calls the way the real script's API
 * receives them: Baidu's hm.js reads the `_hmt` command queue and takes it over; gtag.js reads the
 * `arguments` objects queued on `dataLayer` and takes the layer over; Plausible's script runs what
 * its stub queued on `plausible.q` and replaces `plausible`. Each records the commands it received in
 * `window.__analyticsCalls` (as arrays), counts its loads in `window.__analyticsLoads`, and for a
 * page view sends its beacon the way the real script does (Baidu a pixel, gtag.js sendBeacon,
 * Plausible fetch), so the policy's img-src and connect-src are exercised too.
 */
const STUBS: Record<Provider, string> = {
  baidu: `(function () {
    var calls = (window.__analyticsCalls = []);
    window.__analyticsLoads = (window.__analyticsLoads || 0) + 1;
    function run(command) {
      calls.push(Array.prototype.slice.call(command));
      if (command[0] === '_trackPageview') new Image().src = 'https://hm.baidu.com/hm.gif?u=' + encodeURIComponent(command[1]);
    }
    var queued = window._hmt || [];
    for (var i = 0; i < queued.length; i++) run(queued[i]);
    window._hmt = { push: function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]); } };
  })();`,
  ga4: `(function () {
    var calls = (window.__analyticsCalls = []);
    window.__analyticsLoads = (window.__analyticsLoads || 0) + 1;
    function run(args) {
      if (Object.prototype.toString.call(args) !== '[object Arguments]') return;
      var command = Array.prototype.slice.call(args);
      if (command[0] === 'js') command[1] = 'date';
      calls.push(command);
      if (command[0] === 'event') navigator.sendBeacon('https://region1.google-analytics.com/g/collect?en=' + command[1], '');
    }
    var layer = window.dataLayer || [];
    for (var i = 0; i < layer.length; i++) run(layer[i]);
    layer.push = function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]); return 0; };
  })();`,
  plausible: `(function () {
    var calls = (window.__analyticsCalls = []);
    window.__analyticsLoads = (window.__analyticsLoads || 0) + 1;
    var domain = document.currentScript && document.currentScript.getAttribute('data-domain');
    function run(event, options) {
      calls.push([event, options, domain]);
      fetch('https://plausible.io/api/event', { method: 'POST', body: JSON.stringify({ n: event, u: options && options.u, d: domain }) });
    }
    var queued = (window.plausible && window.plausible.q) || [];
    for (var i = 0; i < queued.length; i++) run.apply(null, queued[i]);
    window.plausible = run;
  })();`,
};

/** Serves `provider`'s stub script and answers its beacons (the browser never leaves the machine). */
export async function serveAnalyticsStub(
  page: Page,
  provider: Provider = SUITE_ANALYTICS.provider,
): Promise<void> {
  const hosts = PROVIDER_HOSTS[provider];
  await page.route(hosts.script, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STUBS[provider] }),
  );
  await page.route(hosts.beacon, (route) =>
    provider === 'baidu'
      ? route.fulfill({
          contentType: 'image/gif',
          body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
        })
      : route.fulfill({ status: 202, body: '' }),
  );
}
