#!/usr/bin/env node
// Lighthouse benchmark (not a test): builds the portal against the HTTP API, serves it through the
// production nginx configuration (scripts/serve/stack.mjs) and runs Lighthouse (performance only) on
// /index, /login and the console home signed in as admin, and on the floor page, RUNS times each,
// mobile and desktop, then prints the median of each figure and each page's ratio to the floor's.
// Results: .tmp/lighthouse/ (one JSON report per run, summary.json and summary.md).
//   node scripts/lighthouse.mjs [--runs 3] [--no-build] [--port 4322] [--only '/index,/login'|'console home'|...]
//     [--form-factor mobile|desktop] [--out dist-nginx-a[,dist-nginx-b]] [--transport h2|http1] [--warm]
// The floor (packages/portal/src/floor/, decision 0098) is the smallest page of the same stack (React
// 19, the hash router, styled-components, i18next; one heading, one form), built by the portal's Vite
// configuration (vite.floor.config.ts, into packages/portal/dist-floor) and served by its own nginx
// with the same configuration. Every page is measured in turns with it (run 1 of each page, then run 2
// of each, ...), so the ratios compare figures of one sitting: a busy or slow machine moves both.
// --transport: h2 (default) serves the pages over TLS and HTTP/2, as a deployment does (decision
// 0079); http1, plain HTTP/1.1.
// --out names the portal's build folder (packages/portal/<out>); several, comma-separated, are each
// served by an nginx of their own and measured in turns in one sitting (an interleaved A/B: build each
// variant once into its folder, then `--no-build --out a,b`).
// --warm: each measured load comes after a first load of the same address in the same browser profile
// (Lighthouse's --disable-storage-reset keeps the cache): a returning visitor's load.
// --port: the first site's port; the others take the next ones (the API and the chains: CHAIN_PORTS
// or free ports).
// Lighthouse needs Node >= 22.19 while the project runs on Node 20, so both are installed on the
// side (npm packages `node` and `lighthouse`, into .tmp/lh/) the first time; the project's Node is
// never changed. Chromium: CHROMIUM_PATH or /usr/bin/chromium (else Chromium's headless shell),
// headless, with a fresh profile per run; the console run gets the session cookie through the
// DevTools protocol.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './benchmark-stats.mjs';
import { LIGHTHOUSE_VERSION, NODE_VERSION, lhCli, lhDir, lhNode } from './lighthouse/tool.mjs';
import { adminToken, freePort, root, startNginx, startStack } from './serve/stack.mjs';

const outDir = path.join(root, '.tmp/lighthouse');
/** The machine's load (1, 5 and 15 minutes) when the sitting starts: noted with its figures. */
const loadAverage = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option('--runs', 3));
const port = Number(option('--port', 0)) || undefined;

/** The pages measured; `signedIn` ones open with a session cookie of the admin (adminToken). */
const PAGES_ALL = [
  { name: '/index', hash: '#/index' },
  { name: '/login', hash: '#/login' },
  { name: 'console home', hash: '#/homepage/homepage', signedIn: true },
];
/** The floor page (packages/portal/src/floor/): every page's figures are also given as ratios to it. */
const FLOOR = { name: 'floor', hash: '#/', floor: true };
const only = option('--only', '').split(',').filter(Boolean);
const PAGES = only.length ? PAGES_ALL.filter((p) => only.includes(p.name)) : PAGES_ALL;
if (PAGES.length !== (only.length || PAGES_ALL.length))
  throw new Error(`--only: pages are ${PAGES_ALL.map((p) => p.name)}`);
const formFactor = option('--form-factor', '');
const FORM_FACTORS = formFactor ? [formFactor] : ['mobile', 'desktop'];
const buildOuts = option('--out', 'dist-nginx').split(',').filter(Boolean);
const build = !args.includes('--no-build');
if (build && buildOuts.length > 1) throw new Error('several --out folders are measured with --no-build');
const FLOOR_OUT = 'dist-floor';
const warm = args.includes('--warm');
/**
 * How nginx serves the pages: 'h2' (default), TLS and HTTP/2 as a deployment serves them (the
 * configuration sends HSTS), with a certificate made for the run; 'http1', plain HTTP/1.1, where
 * Lighthouse's simulation queues requests six at a time.
 */
const transport = option('--transport', 'h2');
if (!['h2', 'http1'].includes(transport)) throw new Error(`--transport h2|http1 (got ${transport})`);
function installLighthouse() {
  const version = existsSync(lhNode)
    ? spawnSync(lhNode, ['--version'], { encoding: 'utf8' }).stdout.trim()
    : '';
  if (version === `v${NODE_VERSION}` && existsSync(lhCli)) return;
  console.log(`Installing node@${NODE_VERSION} and lighthouse@${LIGHTHOUSE_VERSION} into .tmp/lh (once)`);
  mkdirSync(lhDir, { recursive: true });
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      lhDir,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `node@${NODE_VERSION}`,
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(lhNode))
    throw new Error('npm install of node and lighthouse failed');
}

/** Bytes of JavaScript over the wire (compressed), from the run's network requests. */
function transferredJs(report) {
  const summary = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  if (summary) return summary.transferSize;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

/** Debian's Chromium, else Chromium's headless shell (the tests' browser, decision 0082). */
const CHROMIUM =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((file) => existsSync(file)) ||
  '/usr/bin/chromium';

/** The SHA-256 of each run certificate's public key (base64), which Chromium is told to trust. */
const trustedKeys = [];
function trustCertificate(file) {
  const der = spawnSync('openssl', ['x509', '-in', file, '-pubkey', '-noout'], { encoding: 'utf8' });
  const key = spawnSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: der.stdout });
  if (der.status !== 0 || key.status !== 0) throw new Error(`openssl could not read ${file}`);
  trustedKeys.push(createHash('sha256').update(key.stdout).digest('base64'));
}

async function startChromium(profile, debugPort) {
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-quic',
      // The benchmark's nginx serves TLS with certificates made for the run (scripts/serve/stack.mjs),
      // trusted by their public keys: with --ignore-certificate-errors instead, Chromium would load
      // the pages but store nothing in its cache, and a warm run would be a cold one.
      `--ignore-certificate-errors-spki-list=${trustedKeys.join(',')}`,
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    // Its own process group, so the whole browser (renderers, GPU process) can be stopped at once.
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-child.pid, 'SIGKILL');
  throw new Error('Chromium did not open its debugging port');
}

/**
 * Sets a cookie in the running browser through the DevTools protocol (Storage.setCookies), with the
 * side Node 22, which has a WebSocket client; a Playwright connection would stay attached and close
 * the tab Lighthouse opens.
 */
function setCookie(debugPort, cookie) {
  const code = `
    const { webSocketDebuggerUrl } = await (await fetch('http://127.0.0.1:${debugPort}/json/version')).json();
    const ws = new WebSocket(webSocketDebuggerUrl);
    await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
    ws.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [${JSON.stringify(cookie)}] } }));
    const answer = await new Promise((resolve) => { ws.onmessage = (m) => resolve(JSON.parse(m.data)); });
    ws.close();
    if (answer.error) { console.error(answer.error.message); process.exit(1); }
  `;
  const result = spawnSync(lhNode, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`could not set the session cookie: ${result.stderr}`);
}

/**
 * The first load of a warm run: the page's address opened in the browser's tab through the DevTools
 * protocol (with the side Node 22's WebSocket, as setCookie), left until the network has been quiet
 * for a second (what the page fetches after its load event too: lazy chunks, reads), then the tab
 * goes to about:blank. The HTTP cache of the profile keeps what it fetched for Lighthouse's load.
 */
function primeCache(debugPort, url) {
  const code = `
    const targets = await (await fetch('http://127.0.0.1:${debugPort}/json/list')).json();
    const target = targets.find((t) => t.type === 'page');
    const ws = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
    let id = 0;
    const waiting = new Map();
    const inFlight = new Set();
    let lastActivity = Date.now();
    let loaded = false;
    ws.onmessage = (m) => {
      const message = JSON.parse(m.data);
      if (message.id && waiting.has(message.id)) { waiting.get(message.id)(message); waiting.delete(message.id); }
      if (message.method === 'Network.requestWillBeSent') { inFlight.add(message.params.requestId); lastActivity = Date.now(); }
      if (message.method === 'Network.loadingFinished' || message.method === 'Network.loadingFailed') {
        inFlight.delete(message.params.requestId); lastActivity = Date.now();
      }
      if (message.method === 'Page.loadEventFired') loaded = true;
    };
    const send = (method, params = {}) => new Promise((resolve) => {
      id += 1; waiting.set(id, resolve); ws.send(JSON.stringify({ id, method, params }));
    });
    await send('Page.enable');
    await send('Network.enable');
    await send('Page.navigate', { url: ${JSON.stringify(url)} });
    const started = Date.now();
    while (Date.now() - started < 30000 && !(loaded && inFlight.size === 0 && Date.now() - lastActivity > 1000)) {
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!loaded) { console.error('the first load did not end in 30 s'); process.exit(1); }
    await send('Page.navigate', { url: 'about:blank' });
    await new Promise((r) => setTimeout(r, 300));
    ws.close();
  `;
  const result = spawnSync(lhNode, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the warm run's first load failed: ${result.stderr}`);
}

async function runOnce(url, apiUrl, formFactor, signedIn, file) {
  const debugPort = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'cp-lh-'));
  const browser = await startChromium(profile, debugPort);
  try {
    if (signedIn)
      setCookie(debugPort, { name: 'cp_chainportal_token', value: await adminToken(apiUrl), url });
    if (warm) primeCache(debugPort, url);
    const flags = [
      lhCli,
      url,
      `--port=${debugPort}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
      // The profile is new for every run (cold cache, unless --warm loaded the page once before);
      // keeping storage keeps the session cookie, and a warm run's cache.
      '--disable-storage-reset',
      // LH_SAVE_ASSETS=1 keeps each run's trace beside its report.
      ...(process.env.LH_SAVE_ASSETS ? ['--save-assets'] : []),
      // LH_SAVE_ARTIFACTS=1 keeps what Lighthouse gathered (<report>-artifacts/), for
      // scripts/lighthouse-whatif.mjs to simulate again under other conditions.
      ...(process.env.LH_SAVE_ARTIFACTS ? [`-GA=${file.replace(/\.json$/, '-artifacts')}`] : []),
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ];
    const result = spawnSync(lhNode, flags, { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
    if (result.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${result.stderr}`);
  } finally {
    const exited = new Promise((r) => (browser.exitCode === null ? browser.once('exit', r) : r()));
    process.kill(-browser.pid, 'SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const a = report.audits;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    // All the main thread's work of the load, before the first paint too (TBT counts only after it).
    work: a['mainthread-work-breakdown'].numericValue,
    js: transferredJs(report),
    finalUrl: report.finalDisplayedUrl,
  };
}

/** Builds the floor page with the portal's Vite configuration (vite.floor.config.ts). */
function buildFloor() {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/vite'),
    [
      'build',
      '--config',
      'vite.floor.config.ts',
      '--outDir',
      path.join(root, 'packages/portal', FLOOR_OUT),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(root, 'packages/portal'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`the floor's vite build failed (exit ${result.status})`);
}

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const seconds = (ms) => `${fixed(ms / 1000, 2)} s`;

installLighthouse();
mkdirSync(outDir, { recursive: true });
if (build) buildFloor();
const tls = transport === 'h2';
const stack = await startStack({
  port,
  build,
  outDir: buildOuts[0],
  dir: path.join(root, '.tmp/lighthouse-nginx'),
  tls,
  chainPorts: process.env.CHAIN_PORTS ? process.env.CHAIN_PORTS.split(',').map(Number) : 'free',
});
/** One nginx per build (the first is the stack's), then the floor's: the same configuration. */
const sites = [{ variant: buildOuts[0], url: stack.url }];
const servers = [];
const rows = [];
try {
  const extra = [...buildOuts.slice(1), FLOOR_OUT];
  for (const [i, out] of extra.entries()) {
    const server = await startNginx({
      distDir: path.join(root, 'packages/portal', out),
      port: port ? port + 1 + i : await freePort(),
      apiUpstream: stack.apiUrl,
      dir: path.join(root, `.tmp/lighthouse-nginx-${out}`),
      chainRpcUrls: JSON.stringify(stack.chainRpcUrls),
      tls,
    });
    servers.push(server);
    if (out !== FLOOR_OUT) sites.push({ variant: out, url: server.url });
  }
  const floorUrl = servers.at(-1).url;
  if (tls) {
    trustCertificate(path.join(root, '.tmp/lighthouse-nginx/cert.pem'));
    for (const out of extra) trustCertificate(path.join(root, `.tmp/lighthouse-nginx-${out}/cert.pem`));
  }
  /** What is measured, in the order of each round: the floor, then every page of every build. */
  const targets = [
    { variant: FLOOR_OUT, page: FLOOR, url: floorUrl },
    ...PAGES.flatMap((page) => sites.map((site) => ({ variant: site.variant, page, url: site.url }))),
  ];
  for (const formFactor of FORM_FACTORS) {
    const results = new Map(targets.map((t) => [t, []]));
    for (let run = 1; run <= runs; run += 1) {
      // Each round starts one place further along, so no page is always measured right after another.
      const round = targets.map((_, i) => targets[(i + run - 1) % targets.length]);
      for (const target of round) {
        const { page, variant } = target;
        const label = `${page.name}${sites.length > 1 && !page.floor ? ` [${variant}]` : ''}`;
        const slug = `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${formFactor}${warm ? '-warm' : ''}-${run}`;
        // Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run is made again,
        // twice at most, and said so; any other failure stops the benchmark.
        let result;
        for (let attempt = 1; !result; attempt += 1) {
          try {
            result = await runOnce(
              `${target.url}${page.hash}`,
              stack.apiUrl,
              formFactor,
              page.signedIn,
              path.join(outDir, `${slug}.json`),
            );
          } catch (error) {
            if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
            console.log(`  ${label} ${formFactor} run ${run}: no trace recorded (NO_NAVSTART), run again`);
          }
        }
        if (page.signedIn && !result.finalUrl.includes('homepage'))
          throw new Error(`not signed in: ${result.finalUrl}`);
        console.log(
          `  ${label} ${formFactor}${warm ? ' warm' : ''} run ${run}: ${result.score}, LCP ${seconds(result.lcp)}, TBT ${Math.round(result.tbt)} ms`,
        );
        results.get(target).push(result);
      }
    }
    const medians = (list) => {
      const pick = (key) => median(list.map((r) => r[key]));
      return {
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        work: pick('work'),
        js: pick('js'),
      };
    };
    const floor = medians(results.get(targets[0]));
    for (const target of targets) {
      const list = results.get(target);
      const m = medians(list);
      rows.push({
        page: target.page.name,
        variant: target.variant,
        formFactor,
        warm,
        ...m,
        // Against the floor of the same sitting, form factor and mode.
        toFloor: {
          score: m.score / floor.score,
          lcp: m.lcp / floor.lcp,
          lcpDelta: m.lcp - floor.lcp,
          tbt: m.tbt / floor.tbt,
          work: m.work / floor.work,
        },
        runs: list.map(({ score, fcp, lcp, tbt, cls, work }) => ({ score, fcp, lcp, tbt, cls, work })),
      });
    }
  }
} finally {
  for (const server of servers) await server.stop();
  await stack.stop();
}

const showVariant = sites.length > 1;
const lines = [
  `Lighthouse ${LIGHTHOUSE_VERSION} (Node ${NODE_VERSION}), ${tls ? 'TLS and HTTP/2' : 'plain HTTP/1.1'}, ${warm ? 'warm (after a first load), ' : ''}median of ${runs} runs, performance category, load ${loadAverage}`,
  '',
  `| page |${showVariant ? ' build |' : ''} form factor | score | FCP | LCP | TBT | CLS | main-thread work | JS transferred | score / floor | LCP / floor | LCP − floor | TBT / floor | work / floor |`,
  `| --- |${showVariant ? ' --- |' : ''} --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |`,
  ...rows.map(
    (r) =>
      `| ${r.page} |${showVariant ? ` ${r.variant} |` : ''} ${r.formFactor} | ${r.score} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${fixed(r.cls, 3)} | ${Math.round(r.work)} ms | ${Math.round(r.js / 1024)} KB | ${fixed(r.toFloor.score, 2)} | ${fixed(r.toFloor.lcp, 2)} | ${r.toFloor.lcpDelta >= 0 ? '+' : '−'}${seconds(Math.abs(r.toFloor.lcpDelta))} | ${fixed(r.toFloor.tbt, 2)} | ${fixed(r.toFloor.work, 2)} |`,
  ),
  '',
  'Each run (score, LCP, TBT):',
  '',
  ...rows.map(
    (r) =>
      `- ${r.page}${showVariant && r.page !== 'floor' ? ` [${r.variant}]` : ''} ${r.formFactor}: ${r.runs.map((x) => `${x.score} ${fixed(x.lcp / 1000, 2)} s ${Math.round(x.tbt)} ms`).join('; ')}`,
  ),
];
writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(rows, null, 2));
writeFileSync(path.join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nReports: ${path.relative(root, outDir)}/`);
process.exit(0);
