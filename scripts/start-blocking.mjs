#!/usr/bin/env node
// How long a public page's start-up blocks the main thread after its first paint, for one build or
// several compared in one sitting (a benchmark, not a test; decision 0109). /index and /login paint
// the pre-rendered page first and run the app after (decision 0055), so the start-up is what blocks
// them. Each load goes through the production pair (scripts/serve/stack.mjs: the API-configured
// build behind the deployment's nginx, TLS and HTTP/2) into Chromium's headless shell, with the CPU
// slowed 4x through the DevTools protocol (as Lighthouse's mobile profile) and the network not
// slowed. The figure of a load is what Total Blocking Time counts: each long task's time over 50 ms,
// summed from the first contentful paint on, here from the browser's own long-task entries rather
// than Lighthouse's simulation. The builds' loads take turns, so a machine that slows down slows
// them all alike. The output gives each build's median and its runs, and with two builds a one-sided
// Mann-Whitney test of whether the second blocks less: the runs of a busy 2-core machine overlap, and
// medians alone would not say whether a difference is beyond the noise.
//   node scripts/start-blocking.mjs [--route /login] [--runs 12] [--out dist-a[,dist-b]] [--port 4395]
// --out names build folders under packages/portal/ (made with scripts/serve/stack.mjs's buildPortal,
// as docs/performance.md's "Method" says); the default is dist-nginx, the e2e-nginx suite's build.
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { mannWhitneyLower, median } from './benchmark-stats.mjs';
import { root, startStack } from './serve/stack.mjs';
import { quietChromiumArgs, testChromium } from './test-browser.mjs';

/* global window, document */

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const route = option('--route', '/login');
const runs = Number(option('--runs', '12'));
const builds = option('--out', 'dist-nginx').split(',').filter(Boolean);
const port = Number(option('--port', '4395'));

async function main() {
  const stacks = [];
  for (const [i, out] of builds.entries())
    stacks.push(
      await startStack({
        port: port + i,
        build: false,
        outDir: out,
        dir: path.join(root, `.tmp/start-blocking-nginx-${i}`),
        tls: true,
        quiet: true,
      }),
    );
  const browser = await chromium.launch({
    executablePath: testChromium,
    args: [...quietChromiumArgs, '--ignore-certificate-errors'],
  });
  const results = builds.map(() => []);
  const load = loadavg()[0];
  try {
    for (let run = 0; run < runs; run += 1) {
      // Every other round in the reverse order, so that neither build always goes first.
      const order = [...builds.keys()];
      if (run % 2) order.reverse();
      for (const i of order) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const tasks = [];
          window.__startBlockingTasks = tasks;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              tasks.push({ start: entry.startTime, duration: entry.duration });
          }).observe({ type: 'longtask', buffered: true });
        });
        await page.goto(`${stacks[i].url}#${route}`);
        // Hydrated (the page is no longer inert), then the network quiet and a second more for late work.
        await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1000);
        const blocking = await page.evaluate(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          return window.__startBlockingTasks
            .filter((task) => task.start >= fcp)
            .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
        });
        results[i].push(Math.round(blocking));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const stack of stacks) await stack.stop();
  }
  console.log(
    `${route}, CPU 4x, ${runs} loads per build taking turns, load average ${load.toFixed(2)} at the start`,
  );
  for (const [i, out] of builds.entries())
    console.log(
      `${out}: blocking after the first paint, median ${median(results[i])} ms; runs ${results[i].join(' ')}`,
    );
  if (builds.length === 2) {
    const { u, p } = mannWhitneyLower(results[0], results[1]);
    console.log(
      `${builds[1]} blocks less than ${builds[0]}: Mann-Whitney U = ${u}, one-sided p = ${p.toFixed(4)}`,
    );
  }
}

await main();
