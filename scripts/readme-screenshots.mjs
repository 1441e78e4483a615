#!/usr/bin/env node
// Remakes the README's screenshots from the demo: the landing page, the console home and the order
// list, at 1280×800 in English, signed in as the demo customer. Serves the demo build
// (packages/portal/dist/, built first when missing or with --build) with `vite preview` on a free
// port, drives the system Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and writes
// docs/screenshots/*.png. Run after any change the pictures show:
//   node scripts/readme-screenshots.mjs [--build] [--out DIR]   (DIR: another build folder than dist)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portal = path.join(root, 'packages/portal');
const out = path.join(root, 'docs/screenshots');
const vite = path.join(root, 'node_modules/.bin/vite');
const outArg = process.argv.indexOf('--out');
const dist = outArg >= 0 ? process.argv[outArg + 1] : 'dist';

if (process.argv.includes('--build') || !existsSync(path.join(portal, dist, 'index.html'))) {
  const built = spawnSync(vite, ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: portal,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = await new Promise((resolve, reject) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
  probe.on('error', reject);
});
const server = spawn(
  vite,
  ['preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  {
    cwd: portal,
    stdio: 'ignore',
  },
);
const base = `http://127.0.0.1:${port}/`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 150) throw new Error(`vite preview did not answer on ${base}`);
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(out, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const shot = async (name) => {
    // Fonts and images settle, then the picture.
    await page.evaluate(() => globalThis.document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    console.log(`docs/screenshots/${name}.png`);
  };

  await page.goto(`${base}?lang=en#/index`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot('landing');

  await page.goto(`${base}#/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/#\/homepage\/homepage/);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await shot('console-home');

  // A page's code loads on demand: the home page's heading stays until the order list replaces it.
  await page.goto(`${base}#/costCenter/orderMGT`);
  await page.getByRole('heading', { level: 1, name: 'Order management' }).waitFor();
  await page.getByRole('table').first().waitFor();
  await shot('orders');
} finally {
  await browser.close();
  server.kill();
}
