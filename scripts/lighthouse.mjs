#!/usr/bin/env node
// Lighthouse benchmark (not a test): builds the portal against the HTTP API, serves it through the
// production nginx configuration (scripts/serve/stack.mjs) and runs Lighthouse (performance only) on
// /index, /login and the console home signed in as admin, RUNS times each, mobile and desktop, then
// prints the median of each figure. Results: .tmp/lighthouse/ (one JSON report per run + summary).
//   node scripts/lighthouse.mjs [--runs 3] [--no-build] [--port 4322] [--only '/index'|'/login'|'console home']
//     [--form-factor mobile|desktop] [--out dist-nginx-a] [--transport h2|http1]
// --transport: h2 (default) serves the pages over TLS and HTTP/2, as a deployment does (decision
// 0079); http1, plain HTTP/1.1.
// --out names the portal's build folder (packages/portal/<out>), so that two builds can be measured in
// turns in one sitting (an interleaved A/B: build each once, then alternate --no-build runs).
// Lighthouse needs Node >= 22.19 while the project runs on Node 20, so both are installed on the
// side (npm packages `node` and `lighthouse`, into .tmp/lh/) the first time; the project's Node is
// never changed. Chromium: CHROMIUM_PATH or /usr/bin/chromium, headless, with a
// fresh profile per run (cold cache); the console run gets the session cookie through the DevTools
// protocol.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIGHTHOUSE_VERSION, NODE_VERSION, lhCli, lhDir, lhNode } from './lighthouse/tool.mjs';
import { freePort, root, startStack } from './serve/stack.mjs';

const outDir = path.join(root, '.tmp/lighthouse');

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
const only = option('--only', '');
const PAGES = only ? PAGES_ALL.filter((p) => p.name === only) : PAGES_ALL;
const formFactor = option('--form-factor', '');
const FORM_FACTORS = formFactor ? [formFactor] : ['mobile', 'desktop'];
const buildOut = option('--out', 'dist-nginx');
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

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Bytes of JavaScript over the wire (compressed), from the run's network requests. */
function transferredJs(report) {
  const summary = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  if (summary) return summary.transferSize;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

async function startChromium(profile, debugPort) {
  const child = spawn(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    [
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-quic',
      // The benchmark's nginx serves TLS with a certificate made for the run (scripts/serve/stack.mjs).
      '--ignore-certificate-errors',
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
 * A session of the admin from the HTTP API that nginx fronts: it has no fixed demo token (decision
 * 0047), so the signed-in pages sign in for real, once per run. Asked of the API directly: Node's
 * fetch would refuse nginx's certificate made for the run.
 */
async function adminToken(apiUrl) {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`could not sign in as admin: ${body.msg}`);
  return body.data.token;
}

async function runOnce(url, apiUrl, formFactor, signedIn, file) {
  const debugPort = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'cp-lh-'));
  const browser = await startChromium(profile, debugPort);
  try {
    if (signedIn)
      setCookie(debugPort, { name: 'cp_chainportal_token', value: await adminToken(apiUrl), url });
    const flags = [
      lhCli,
      url,
      `--port=${debugPort}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
      // The profile is new for every run (cold cache); keeping storage keeps the session cookie.
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
    js: transferredJs(report),
    finalUrl: report.finalDisplayedUrl,
  };
}

installLighthouse();
mkdirSync(outDir, { recursive: true });
const stack = await startStack({
  port,
  build: !args.includes('--no-build'),
  outDir: buildOut,
  dir: path.join(root, '.tmp/lighthouse-nginx'),
  tls: transport === 'h2',
});
const rows = [];
try {
  for (const page of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const results = [];
      for (let run = 1; run <= runs; run += 1) {
        const slug = `${page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${formFactor}-${run}`;
        // Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run is made again,
        // twice at most, and said so; any other failure stops the benchmark.
        let result;
        for (let attempt = 1; !result; attempt += 1) {
          try {
            result = await runOnce(
              `${stack.url}${page.hash}`,
              stack.apiUrl,
              formFactor,
              page.signedIn,
              path.join(outDir, `${slug}.json`),
            );
          } catch (error) {
            if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
            console.log(
              `  ${page.name} ${formFactor} run ${run}: no trace recorded (NO_NAVSTART), run again`,
            );
          }
        }
        if (page.signedIn && !result.finalUrl.includes('homepage'))
          throw new Error(`not signed in: ${result.finalUrl}`);
        console.log(
          `  ${page.name} ${formFactor} run ${run}: ${result.score}, LCP ${(result.lcp / 1000).toFixed(2)} s`,
        );
        results.push(result);
      }
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({
        page: page.name,
        formFactor,
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        js: pick('js'),
      });
    }
  }
} finally {
  await stack.stop();
}

const lines = [
  `Lighthouse ${LIGHTHOUSE_VERSION} (Node ${NODE_VERSION}), ${transport === 'h2' ? 'TLS and HTTP/2' : 'plain HTTP/1.1'}, median of ${runs} runs, performance category`,
  '',
  '| page | form factor | score | FCP | LCP | TBT | CLS | JS transferred |',
  '| --- | --- | --: | --: | --: | --: | --: | --: |',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.formFactor} | ${r.score} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.js / 1024)} KB |`,
  ),
];
writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(rows, null, 2));
writeFileSync(path.join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nReports: ${path.relative(root, outDir)}/`);
process.exit(0);
