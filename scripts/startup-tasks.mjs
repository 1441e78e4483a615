#!/usr/bin/env node
// Start-up benchmark (not a test): loads each address in turn, RUNS times, in a headless Chromium at
// 412x823 with a fresh context, traces the main thread without throttling, and prints the median of
// the tasks after the first contentful paint counted as Lighthouse's mobile simulation counts them
// (each task four times as long; the part over 50 ms blocks), with their sum and count. Two
// addresses (two builds of the same page, served side by side) are compared in the same minutes,
// which on a machine whose speed moves is the only fair comparison (docs/performance.md).
//   node scripts/startup-tasks.mjs http://127.0.0.1:4330/#/index [http://127.0.0.1:4331/#/index] [--runs 10]
// Serve a production build first: `node scripts/serve-prod.mjs --port 4330`.
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 10;
const urls = args.filter((arg, i) => !arg.startsWith('--') && i !== runsAt + 1);
if (urls.length === 0) {
  console.error('usage: node scripts/startup-tasks.mjs <url> [<url> ...] [--runs 10]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

/** One load: the tasks of the page's main thread after its first contentful paint. */
async function load(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...event.value));
  const complete = new Promise((resolve) => cdp.on('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url);
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const tasks = events.filter(
    (e) =>
      main.has(`${e.pid}:${e.tid}`) &&
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      fcp &&
      e.ts >= fcp.ts,
  );
  const ms = tasks.map((task) => task.dur / 1000);
  return {
    blocking: ms.reduce((sum, d) => sum + Math.max(0, 4 * d - 50), 0),
    busy: ms.reduce((sum, d) => sum + d, 0),
    long: ms.filter((d) => 4 * d > 50).length,
  };
}

const results = urls.map(() => []);
for (let run = 0; run < runs; run++) {
  // Taking turns, the first address first on even runs and last on odd ones.
  const order = urls.map((_, i) => i);
  if (run % 2) order.reverse();
  for (const i of order) results[i].push(await load(urls[i]));
}
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
urls.forEach((url, i) => {
  const list = results[i];
  console.log(
    `${url}\n  blocking (x4, over 50 ms): median ${median(list.map((r) => r.blocking)).toFixed(0)} ms` +
      ` (${list.map((r) => r.blocking.toFixed(0)).join(', ')})\n` +
      `  main thread busy after FCP: median ${median(list.map((r) => r.busy)).toFixed(0)} ms;` +
      ` tasks over 12.5 ms: median ${median(list.map((r) => r.long))}`,
  );
});
