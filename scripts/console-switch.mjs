#!/usr/bin/env node
// How long a switch between two console pages takes (a benchmark, not a test; decision 0098): the
// production pair (scripts/serve/stack.mjs: the API-configured build behind the deployment's nginx,
// TLS and HTTP/2), Chromium's headless shell driven by Playwright, the CPU slowed 4x through the
// DevTools protocol (Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile), the network not
// slowed. Signed in as admin on the console home, each round clicks the sidebar's "Order management"
// (a page not visited yet: its code, its translations and its reads), then the open-pages bar's
// "Home" (a page kept by the frame's cache, decision 0028), then "Order management" again (kept too).
// Each time is from the click (the event's timestamp) to the frame after the new page's content is in
// the page: its heading, and for the orders its table with rows and no longer busy. Each round
// records a Playwright trace (screenshots and DOM snapshots): .tmp/console-switch/round-N.zip, to be
// opened with `npx playwright show-trace`.
// With --profile, the first round also records three CPU profiles at the same slowdown: the console
// home's load (from the address typed to its heading, the network then quiet), the switch to the
// page not visited and the switch back to the kept home (.tmp/console-switch/*.cpuprofile, for
// DevTools' Performance panel); each one's
// self time is summed by library and by the portal's own file through the build's source maps
// (profile.md).
//   node scripts/console-switch.mjs [--rounds 5] [--no-build] [--out dist-nginx] [--port 4322] [--rate 4] [--latency 0] [--dwell 0] [--profile]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median } from './benchmark-stats.mjs';
import { attribute } from './console-switch/profile.mjs';
import { adminToken, root, startStack } from './serve/stack.mjs';
import { quietChromiumArgs, testChromium } from './test-browser.mjs';

// watchSwitch runs in the page.
/* global document, window, location, MutationObserver, requestAnimationFrame */

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const rounds = Number(option('--rounds', 5));
const rate = Number(option('--rate', 4));
/** --latency MS: every request's round trip made MS longer (DevTools' network emulation), as on a phone's network. */
const latency = Number(option('--latency', 0));
/**
 * --dwell MS: the pointer rests on the menu's link MS before pressing it, as a hand does (the menu
 * asks for a page's code once the pointer has rested on its link, decision 0111). Only the switch to
 * the page not visited: the others are the open-pages bar's. @default 0 (pressed at once)
 */
const dwell = Number(option('--dwell', 0));
const port = Number(option('--port', 0)) || undefined;
/** --no-trace: the same rounds without Playwright's trace, to see what recording it costs. */
const trace = !args.includes('--no-trace');
const profile = args.includes('--profile');
const distOut = option('--out', 'dist-nginx');
const outDir = path.join(root, '.tmp/console-switch');

/**
 * Installed in the page before a click: resolves with the milliseconds from the click to the frame
 * after `title`'s page shows its content (the heading; with `table`, a table with rows, not busy).
 */
function watchSwitch({ title, table }) {
  const shown = (el) => el.checkVisibility();
  const ready = () => {
    const heading = [...document.querySelectorAll('main h1')].find(
      (h1) => h1.textContent?.trim() === title && shown(h1),
    );
    if (!heading) return false;
    if (!table) return true;
    return [...document.querySelectorAll('main table')].some(
      (t) => shown(t) && t.getAttribute('aria-busy') !== 'true' && t.querySelector('tbody tr td'),
    );
  };
  const longTasks = [];
  const tasks = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  tasks.observe({ type: 'longtask' });
  window.__switch = new Promise((resolve) => {
    let clickedAt = NaN;
    document.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      if (Number.isNaN(clickedAt) || !ready()) return;
      observer.disconnect();
      const inDom = performance.now();
      // The frame that shows it: after the next animation frame, once that frame has been produced.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const frame = performance.now();
          tasks.disconnect();
          // What the switch waited for: the requests it made (code, translations, reads) and the
          // main thread's long tasks (over 50 ms) in between.
          const requests = performance
            .getEntriesByType('resource')
            .filter((r) => r.startTime >= clickedAt && r.startTime <= inDom);
          const busy = longTasks
            .filter((t) => t.startTime + t.duration >= clickedAt && t.startTime <= frame)
            .reduce((sum, t) => sum + t.duration, 0);
          resolve({
            dom: inDom - clickedAt,
            frame: frame - clickedAt,
            requests: requests.length,
            lastResponse: requests.length ? Math.max(...requests.map((r) => r.responseEnd)) - clickedAt : 0,
            longTasks: busy,
            // Each request's name and its start and end from the click (summary.json): the waterfall.
            waterfall: requests.map((r) => ({
              name: r.name.replace(location.origin, ''),
              start: Math.round(r.startTime - clickedAt),
              end: Math.round(r.responseEnd - clickedAt),
            })),
          });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

async function timedClick(page, target, destination) {
  await page.evaluate(watchSwitch, destination);
  await target.click();
  return page.evaluate(() => window.__switch);
}

/** profile.md: each profile's CPU time by library and by file, and its largest functions. */
function writeProfileSummary(profiles) {
  const table = (title, rows) => [
    `| ${title} | self ms |`,
    '| --- | --: |',
    ...rows.map((r) => `| ${r.name.replace(/\|/g, '\\|')} | ${r.ms} |`),
    '',
  ];
  const lines = profiles.flatMap(({ title, totalMs, groups, functions, waterfall = [] }) => [
    `## ${title}`,
    '',
    `${totalMs} ms of samples from the profile's start to its stop.`,
    '',
    ...table('library or file', groups),
    ...table('function', functions),
    ...(waterfall.length
      ? [
          '| request | start ms | end ms |',
          '| --- | --: | --: |',
          ...waterfall.map((r) => `| ${r.name} | ${r.start} | ${r.end} |`),
          '',
        ]
      : []),
  ]);
  writeFileSync(path.join(outDir, 'profile.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const loadAtStart = load();
const stack = await startStack({
  port,
  build: !args.includes('--no-build'),
  outDir: distOut,
  dir: path.join(root, '.tmp/console-switch-nginx'),
  tls: true,
  chainPorts: process.env.CHAIN_PORTS ? process.env.CHAIN_PORTS.split(',').map(Number) : 'free',
});
const browser = await chromium.launch({
  executablePath: testChromium,
  args: [...quietChromiumArgs, '--ignore-certificate-errors'],
});
const results = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([
      { name: 'cp_chainportal_token', value: await adminToken(stack.apiUrl), url: stack.url },
    ]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const profiled = profile && round === 1;
    const profiles = [];
    const startProfile = async () => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    };
    /** Ends the profile and keeps its summary, with `more` (the home load's requests). */
    const stopProfile = async (name, title, more = {}) => {
      const { profile: recorded } = await cdp.send('Profiler.stop');
      writeFileSync(path.join(outDir, `${name}.cpuprofile`), JSON.stringify(recorded));
      profiles.push({
        title,
        ...attribute(recorded, { distDir: path.join(root, 'packages/portal', distOut), root }),
        ...more,
      });
    };
    if (profiled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await startProfile();
    }
    await page.goto(`${stack.url}#/homepage/homepage`);
    if (profiled) {
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      await page.waitForLoadState('networkidle');
      // What the load waited for: each request's start and end from the navigation's start.
      const waterfall = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((r) => ({
          name: r.name.replace(location.origin, ''),
          start: Math.round(r.startTime),
          end: Math.round(r.responseEnd),
        })),
      );
      await stopProfile('home-load', `The console home's load, CPU ${rate}x slower`, { waterfall });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const orders = menu.getByRole('link', { name: 'Order management' });
    // The menu group opened first (not timed): the link is inside it.
    if (!(await orders.isVisible())) await menu.getByText('Fee center').click();
    await orders.waitFor();
    // Every chunk the home loads as it comes near the viewport has come, and the page is idle.
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (latency) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    if (trace) await context.tracing.start({ screenshots: true, snapshots: true });
    if (profiled) await startProfile();
    if (dwell) {
      await orders.hover();
      await page.waitForTimeout(dwell);
    }
    const first = await timedClick(page, orders, { title: 'Order management', table: true });
    if (profiled) {
      await stopProfile(
        'first-switch',
        `The switch to Order management (not visited), CPU ${rate}x slower: ${Math.round(first.frame)} ms to its frame`,
      );
    }
    await page.waitForLoadState('networkidle');
    const tabs = page.getByRole('navigation', { name: 'Open pages' });
    if (profiled) await startProfile();
    const back = await timedClick(page, tabs.getByRole('link', { name: 'Home' }), { title: 'Home' });
    if (profiled) {
      await stopProfile(
        'kept-switch',
        `The switch back to the home (kept), CPU ${rate}x slower: ${Math.round(back.frame)} ms to its frame`,
      );
      writeProfileSummary(profiles);
    }
    const again = await timedClick(page, tabs.getByRole('link', { name: 'Order management' }), {
      title: 'Order management',
      table: true,
    });
    if (trace) await context.tracing.stop({ path: path.join(outDir, `round-${round}.zip`) });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
    const result = { first, back, again };
    results.push(result);
    console.log(
      `  round ${round}: orders (new) ${Math.round(first.frame)} ms, home (kept) ${Math.round(back.frame)} ms, orders (kept) ${Math.round(again.frame)} ms`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}

const row = (name, key) => {
  const pick = (field) => Math.round(median(results.map((r) => r[key][field])));
  const frames = results.map((r) => Math.round(r[key].frame));
  return `| ${name} | ${pick('frame')} ms | ${pick('dom')} ms | ${pick('requests')} | ${pick('lastResponse')} ms | ${pick('longTasks')} ms | ${frames.join(', ')} |`;
};
const lines = [
  `Console page switch, CPU ${rate}x slower, ${latency ? `${latency} ms more per round trip` : 'network not slowed'}, ${dwell ? `the pointer on the menu's link ${dwell} ms before the press` : 'the menu pressed at once'}, ${trace ? 'in a Playwright trace' : 'no trace'}, median of ${rounds} rounds, load ${loadAtStart} (start), ${load()} (end)`,
  '',
  '| switch | click to frame | click to DOM | requests | last response | long tasks | rounds (frame) |',
  '| --- | --: | --: | --: | --: | --: | --- |',
  row('home → Order management (not visited)', 'first'),
  row('Order management → home (kept)', 'back'),
  row('home → Order management (kept)', 'again'),
];
writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(results, null, 2));
writeFileSync(path.join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nTraces: ${path.relative(root, outDir)}/`);
