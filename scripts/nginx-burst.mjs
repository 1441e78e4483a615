#!/usr/bin/env node
// A bounded burst against a local nginx (a benchmark, not a test): N requests, C at a time, each on
// its own connection, then one line per outcome (HTTP status, or the error: ECONNRESET...). Made to
// size worker_connections in packages/portal/deploy/nginx.conf.template (decision 0049).
//
//   npm run serve:prod                      # the production pair on http://127.0.0.1:4320/
//   node scripts/nginx-burst.mjs [--url http://127.0.0.1:4320/api/client/content/stats]
//        [--requests 2000] [--concurrency 200]
//
// Only 127.0.0.1 / localhost is accepted, at most 5000 requests and 500 at a time.
import http from 'node:http';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};

const url = new URL(option('--url', 'http://127.0.0.1:4320/api/client/content/stats'));
const requests = Number(option('--requests', 2000));
const concurrency = Number(option('--concurrency', 200));

if (url.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
  console.error('nginx-burst: only http://127.0.0.1 (or localhost) is allowed');
  process.exit(2);
}
if (!(requests >= 1 && requests <= 5000) || !(concurrency >= 1 && concurrency <= 500)) {
  console.error('nginx-burst: --requests 1..5000 and --concurrency 1..500');
  process.exit(2);
}

/** One request on a fresh connection (no keep-alive): its status, or the error's code. */
function once() {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers: { Connection: 'close' }, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
      res.on('error', (error) => resolve(error.code ?? error.message));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => resolve(error.code ?? error.message));
  });
}

const outcomes = new Map();
let next = 0;
const started = performance.now();
async function worker() {
  while (next < requests) {
    next += 1;
    const outcome = await once();
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }
}
await Promise.all(Array.from({ length: Math.min(concurrency, requests) }, worker));
const seconds = (performance.now() - started) / 1000;

console.log(`${requests} requests, ${concurrency} at a time, to ${url.href}: ${seconds.toFixed(1)} s`);
for (const [outcome, count] of [...outcomes].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${outcome.padEnd(12)} ${count}`);
}
const failed = requests - (outcomes.get('200') ?? 0);
process.exitCode = failed > 0 ? 1 : 0;
