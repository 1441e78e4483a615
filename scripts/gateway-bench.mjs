#!/usr/bin/env node
// What the metered gateway (decision 0101) costs a customer's call, measured in one sitting:
//   1. latency: eth_blockNumber straight to anvil and through the gateway, interleaved one for one
//      (the order swapped every pair, so neither side always runs on a warmer machine), sequential
//      on one kept-alive connection each: p50 and p95 of both, the ms the gateway adds and the ratio;
//   2. load: eth_blockNumber through the gateway at a fixed rate (an open loop: requests leave on
//      schedule whether or not earlier ones have answered) over kept-alive connections: the rate
//      achieved, the answers that were not a JSON-RPC result, and the latency under load.
// It starts the chains (or uses those CHAIN_RPC_URLS names), and the HTTP API with its gateway
// (scripts/serve/api-server.mjs, a process of its own as in a deployment) on a fresh data folder
// under .tmp/, signs in as the admin and takes the key of a running custom-plan service (1000
// calls a second; the load must not meet the plan's rate).
//   node scripts/gateway-bench.mjs [--samples 2000] [--rate 500] [--seconds 10] [--json]
// Goals (docs/performance.md#the-metered-gateway): at most 2 ms added at p50; 500 calls a second
// with no error. The figures depend on the machine's load: the script prints the load average.
import http from 'node:http';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, startChains } from './serve/chains.mjs';
import { root, startApi } from './serve/stack.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const samples = option('samples', 2000);
const rate = option('rate', 500);
const seconds = option('seconds', 10);
const asJson = args.includes('--json');

const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] });

/** POSTs `payload` to `url` over `agent`; resolves with the status, the parsed answer and the ms taken. */
function post(url, payload, agent) {
  const target = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => {
          const ms = performance.now() - started;
          let json;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode, json, ms });
        });
      },
    );
    request.on('error', (error) => resolve({ status: 0, error, ms: performance.now() - started }));
    request.end(payload);
  });
}

async function api(base, method, pathname, token, payload) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${method} ${pathname}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** `rate` calls a second for `seconds` to `url`, on schedule whether or not earlier ones answered. */
async function runLoad(url) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const answers = [];
  const calls = [];
  const started = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      for (; sent < due; sent += 1) calls.push(post(url, body, agent).then((a) => answers.push(a)));
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(calls);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const failed = answers.filter((a) => a.status !== 200 || typeof a.json?.result !== 'string');
  const errorsByStatus = {};
  for (const a of failed) errorsByStatus[a.status] = (errorsByStatus[a.status] ?? 0) + 1;
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    targetRate: rate,
    seconds,
    calls: answers.length,
    achievedRate: round(answers.length / elapsed, 1),
    errors: failed.length,
    errorsByStatus,
    p50: round(quantile(ms, 0.5)),
    p95: round(quantile(ms, 0.95)),
    p99: round(quantile(ms, 0.99)),
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (n, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

async function main() {
  const chains = process.env.CHAIN_RPC_URLS
    ? { urls: JSON.parse(process.env.CHAIN_RPC_URLS), stop: async () => {} }
    : await startChains({ network: 'mainnet', ports: 'free', blockTime: 0 });
  const dataDir = path.join(root, '.tmp', 'gateway-bench-data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = await startApi({
    port: await freePort(),
    env: {
      CHAIN_RPC_URLS: JSON.stringify(chains.urls),
      VITE_WALLET_NETWORK: 'mainnet',
      API_DATA_DIR: dataDir,
      API_PUBLIC_URL: '',
    },
  });
  try {
    const { token } = await api(server.url, 'POST', '/login', undefined, {
      username: 'admin',
      password: 'admin123',
    });
    const { list } = await api(server.url, 'POST', '/client/service/page', token, {
      pageNum: 1,
      pageSize: 500,
      status: 'running',
    });
    const served = list.filter((s) => chains.urls[s.chainCode] && s.network === 'mainnet');
    const service = served.find((s) => s.edition === 'custom');
    if (!service) throw new Error('The admin has no running custom-plan service on the chains (mainnet)');
    const chainUrl = chains.urls[service.chainCode];
    const key = await api(server.url, 'GET', `/client/service/key/${service.id}`, token);
    const gatewayUrl = `${server.url}/rpc/${key.key}`;

    // 1. Latency, interleaved.
    const directAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const gatewayAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const direct = [];
    const through = [];
    const one = async (url, agent, into) => {
      const answer = await post(url, body, agent);
      if (answer.status !== 200 || typeof answer.json?.result !== 'string')
        throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.json ?? answer.error?.message)}`);
      into?.push(answer.ms);
    };
    for (let i = 0; i < 200; i += 1) {
      await one(chainUrl, directAgent);
      await one(gatewayUrl, gatewayAgent);
    }
    for (let i = 0; i < samples; i += 1) {
      if (i % 2 === 0) {
        await one(chainUrl, directAgent, direct);
        await one(gatewayUrl, gatewayAgent, through);
      } else {
        await one(gatewayUrl, gatewayAgent, through);
        await one(chainUrl, directAgent, direct);
      }
    }
    direct.sort((a, b) => a - b);
    through.sort((a, b) => a - b);
    const latency = {
      samples,
      directP50: round(quantile(direct, 0.5)),
      directP95: round(quantile(direct, 0.95)),
      gatewayP50: round(quantile(through, 0.5)),
      gatewayP95: round(quantile(through, 0.95)),
    };
    latency.addedP50 = round(latency.gatewayP50 - latency.directP50);
    latency.addedP95 = round(latency.gatewayP95 - latency.directP95);
    latency.ratioP50 = round(latency.gatewayP50 / latency.directP50, 2);

    // 2. Load: an open loop at `rate` calls a second, through the gateway, then straight to the
    // node under the same conditions (what the machine itself allows).
    const load = await runLoad(gatewayUrl);
    const loadDirect = await runLoad(chainUrl);
    directAgent.destroy();
    gatewayAgent.destroy();

    // What the gateway counted for the service, read back through the console's call.
    const usage = await api(server.url, 'GET', `/client/service/usage/${service.id}?window=1h`, token);
    const result = {
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: os.loadavg().map((n) => round(n, 2)),
      service: { id: service.id, edition: service.edition },
      latency,
      load,
      loadDirect,
      counted: usage.totals,
      countedLatency: usage.latency,
    };
    if (asJson) console.log(JSON.stringify(result, null, 2));
    else {
      console.log(`Node ${result.node}, ${result.cpus} CPUs, load average ${result.loadAverage.join(' ')}`);
      console.log(`eth_blockNumber, ${samples} calls each, interleaved, one kept-alive connection each:`);
      console.log(`  anvil directly     p50 ${latency.directP50} ms   p95 ${latency.directP95} ms`);
      console.log(`  through gateway    p50 ${latency.gatewayP50} ms   p95 ${latency.gatewayP95} ms`);
      console.log(
        `  added              p50 ${latency.addedP50} ms   p95 ${latency.addedP95} ms   (ratio at p50 ${latency.ratioP50}×)`,
      );
      console.log(`Load, ${rate}/s for ${seconds} s (open loop):`);
      for (const [name, run] of [
        ['through gateway', load],
        ['anvil directly ', loadDirect],
      ]) {
        console.log(
          `  ${name}  ${run.calls} calls, ${run.achievedRate}/s achieved, ${run.errors} errors ${JSON.stringify(run.errorsByStatus)}; latency p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms`,
        );
      }
      console.log(`Counted by the gateway (1 h window): ${JSON.stringify(usage.totals)}`);
    }
    const ok = latency.addedP50 <= 2 && load.errors === 0 && load.achievedRate >= rate * 0.98;
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
    await chains.stop();
  }
}

await main();
