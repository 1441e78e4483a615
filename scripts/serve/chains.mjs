#!/usr/bin/env node
// The platform's chains for the demo and the tests: one anvil (npm @foundry-rs/anvil, a binary shipped
// in the package) per platform chain on 127.0.0.1, with the spec's chain ids (docs/decisions/0074).
//
// As a module: `const chains = await startChains({ network, ports })` → { urls, rpcUrlsJson, stop }.
// As a command:
//   node scripts/serve/chains.mjs [--network mainnet|testnet] [--ports 18545,18546]
//       starts the chains, prints their URLs and runs until Ctrl-C;
//   node scripts/serve/chains.mjs [options] -- COMMAND [ARGS...]
//       starts the chains, runs COMMAND with VITE_CHAIN_RPC_URLS, CHAIN_RPC_URLS and CHAIN_DEPLOYER_KEY
//       set to them, and stops them when COMMAND ends (scripts/portal.sh). When VITE_CHAIN_RPC_URLS
//       is already set, the chains it names are used and nothing is started.
// --network defaults to VITE_WALLET_NETWORK (testnet, else mainnet); --ports to CHAIN_PORTS, else
// 18545,18546. A port where an anvil of the right chain id already answers is used as it is (say a
// running `npm start` and `npm run serve:prod` share them); it is not stopped by this process.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The platform chains' ids, by network and chain code (the spec; packages/api/src/contracts/chains.ts). */
export const CHAIN_IDS = {
  mainnet: { ScOcc02001: 0x13488c5, ScOcc03001: 0x13881 },
  testnet: { ScOcc02001: 0x133ef52, ScOcc03001: 0x133ef53 },
};
export const CHAIN_CODES = ['ScOcc02001', 'ScOcc03001'];
export const DEFAULT_PORTS = [18545, 18546];

/**
 * anvil's first development account (mnemonic "test test test test test test test test test test
 * test junk"), funded on every anvil chain. Public knowledge: for the local demo and tests only,
 * never for a chain that holds anything of value.
 */
export const ANVIL_DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const ANVIL_DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** 'testnet' when VITE_WALLET_NETWORK says so, else 'mainnet' (as the portal reads it). */
export function networkFromEnv(env = process.env) {
  return env.VITE_WALLET_NETWORK === 'testnet' ? 'testnet' : 'mainnet';
}

/** Ports from CHAIN_PORTS="p1,p2", else the defaults. */
export function portsFromEnv(env = process.env) {
  if (!env.CHAIN_PORTS) return DEFAULT_PORTS;
  const ports = env.CHAIN_PORTS.split(',').map((p) => Number(p.trim()));
  if (ports.length !== CHAIN_CODES.length || ports.some((p) => !Number.isInteger(p) || p <= 0 || p > 65535))
    throw new Error(
      `CHAIN_PORTS must be ${CHAIN_CODES.length} ports, comma-separated (got "${env.CHAIN_PORTS}")`,
    );
  return ports;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The anvil binary: the platform package's file itself (no Node wrapper in between), else the bin link. */
export function anvilBinary() {
  const require = createRequire(path.join(root, 'package.json'));
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch];
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  try {
    const wrapper = path.dirname(require.resolve('@foundry-rs/anvil/package.json'));
    const platformRequire = createRequire(path.join(wrapper, 'package.json'));
    const pkg = path.dirname(
      platformRequire.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`),
    );
    const binary = path.join(pkg, 'bin', name);
    if (existsSync(binary)) return binary;
  } catch {
    // fall through
  }
  const link = path.join(root, 'node_modules/.bin/anvil');
  if (existsSync(link)) return link;
  throw new Error(
    'anvil is not installed: run `npx -y pnpm@10.34.9 install` (it comes with @foundry-rs/anvil)',
  );
}

/** `eth_chainId` of the JSON-RPC server at `url`, or undefined when none answers. */
export async function chainIdAt(url, timeoutMs = 1000) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.json();
    return typeof body?.result === 'string' ? Number(body.result) : undefined;
  } catch {
    return undefined;
  }
}

function portTaken(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(true))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/**
 * One anvil on 127.0.0.1:`port` with `chainId`: mines each transaction at once and an empty block
 * every `blockTime` seconds besides, so a chain's "latest block" has an age like a live chain's.
 * It runs under a small shell that ends it when its standard input closes, which happens when this
 * process exits in any way (even killed), so no anvil outlives the command that started it.
 */
export async function startChain({ chainId, port, blockTime = 5, timeoutMs = 20_000 }) {
  const url = `http://127.0.0.1:${port}`;
  if (await portTaken(port)) {
    const running = await chainIdAt(url);
    if (running === chainId) return { url, chainId, port, shared: true, stop: async () => {} };
    throw new Error(
      `Port ${port} is taken by something other than an anvil with chain id 0x${chainId.toString(16)}` +
        (running === undefined ? '' : ` (it answers chain id 0x${running.toString(16)})`) +
        '; set CHAIN_PORTS="p1,p2" to other ports',
    );
  }
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(chainId),
    // blockTime 0: a block only for each transaction (the unit tests count blocks themselves).
    ...(blockTime > 0 ? ['--block-time', String(blockTime), '--mixed-mining'] : []),
    '--silent',
  ];
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      '"$0" "$@" & pid=$!; trap \'kill $pid 2>/dev/null\' EXIT TERM INT; cat >/dev/null; kill $pid 2>/dev/null; wait $pid',
      anvilBinary(),
      ...args,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      const timer = setTimeout(() => child.kill('SIGTERM'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.stdin.end();
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`anvil on port ${port} exited before it answered:\n${stderr}`);
    const answered = await chainIdAt(url, 500);
    if (answered === chainId) break;
    if (answered !== undefined) {
      await stop();
      throw new Error(`anvil on port ${port} answered chain id ${answered}, not ${chainId}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`anvil on port ${port} did not answer in ${timeoutMs / 1000} s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, chainId, port, shared: false, stop };
}

/**
 * Starts one anvil per platform chain of `network` on `ports` (in CHAIN_CODES order; 'free' picks
 * free ports). Returns the URLs by chain code, the same as the JSON the builds and servers read
 * (VITE_CHAIN_RPC_URLS, CHAIN_RPC_URLS), the env for a child process, and stop().
 */
export async function startChains({
  network = networkFromEnv(),
  ports = portsFromEnv(),
  blockTime = 5,
} = {}) {
  const ids = CHAIN_IDS[network];
  if (!ids) throw new Error(`Unknown network "${network}" (mainnet or testnet)`);
  const chosen = ports === 'free' ? await Promise.all(CHAIN_CODES.map(() => freePort())) : ports;
  const started = [];
  try {
    for (const [i, code] of CHAIN_CODES.entries()) {
      started.push(await startChain({ chainId: ids[code], port: chosen[i], blockTime }));
    }
  } catch (error) {
    await Promise.all(started.map((c) => c.stop()));
    throw error;
  }
  const urls = Object.fromEntries(CHAIN_CODES.map((code, i) => [code, started[i].url]));
  const rpcUrlsJson = JSON.stringify(urls);
  return {
    network,
    urls,
    rpcUrlsJson,
    /** What a build or a server started with these chains gets (scripts/serve/stack.mjs, portal.sh). */
    env: chainEnv(rpcUrlsJson),
    shared: started.some((c) => c.shared),
    stop: async () => {
      await Promise.all(started.map((c) => c.stop()));
    },
  };
}

/**
 * The variables for the builds and servers: VITE_CHAIN_RPC_URLS (the portal's build),
 * CHAIN_RPC_URLS (the HTTP API) and CHAIN_DEPLOYER_KEY (the API's deploying key: an explicit
 * CHAIN_DEPLOYER_KEY wins, else anvil's first development key).
 */
export function chainEnv(rpcUrlsJson, env = process.env) {
  return {
    VITE_CHAIN_RPC_URLS: rpcUrlsJson,
    CHAIN_RPC_URLS: rpcUrlsJson,
    CHAIN_DEPLOYER_KEY: env.CHAIN_DEPLOYER_KEY || ANVIL_DEV_KEY,
  };
}

function parseArgs(argv) {
  const dash = argv.indexOf('--');
  const own = dash >= 0 ? argv.slice(0, dash) : argv;
  const command = dash >= 0 ? argv.slice(dash + 1) : [];
  const value = (name) => {
    const i = own.indexOf(name);
    return i >= 0 ? own[i + 1] : undefined;
  };
  const network = value('--network') ?? networkFromEnv();
  const portsArg = value('--ports');
  const ports = portsArg ? portsFromEnv({ CHAIN_PORTS: portsArg }) : portsFromEnv();
  return { network, ports, command };
}

async function main() {
  const { network, ports, command } = parseArgs(process.argv.slice(2));
  const given = process.env.VITE_CHAIN_RPC_URLS;
  if (command.length > 0 && given) {
    console.log(`Chains: VITE_CHAIN_RPC_URLS is set (${given}); no local chain is started.`);
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...chainEnv(given) },
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    return;
  }
  const chains = await startChains({ network, ports });
  const list = CHAIN_CODES.map(
    (code) => `${code} ${chains.urls[code]} (chain id 0x${CHAIN_IDS[network][code].toString(16)})`,
  );
  console.log(
    `\x1b[1m==> Chains (anvil, ${network}${chains.shared ? ', shared with a running one' : ''}): ${list.join(', ')}\x1b[0m`,
  );
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await chains.stop();
    process.exit(code);
  };
  if (command.length === 0) {
    console.log(`VITE_CHAIN_RPC_URLS='${chains.rpcUrlsJson}'. Ctrl-C stops them.`);
    process.on('SIGINT', () => void stop(0));
    process.on('SIGTERM', () => void stop(0));
    return;
  }
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...chains.env },
  });
  // Ctrl-C reaches the command too (same process group); its end ends the chains.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`chains: ${error.message}`);
    process.exit(1);
  });
}
