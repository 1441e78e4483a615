#!/usr/bin/env node
// The mock backend as an HTTP server on 127.0.0.1 (packages/api/src/mocks/server.ts: the same MSW
// handlers and stateful store as the browser mock, through @mswjs/http-middleware).
//   node scripts/serve/api-server.mjs [--port 4320] [--wallet-origin http://127.0.0.1:4320 ...]
//     [--answers full|spec|loose] [--log FILE] [--data DIR] [--public-url URL] [--no-gateway]
//     [--key-grace-ms MS]
// --log: the one-line-per-request log (JSON: method, path without query, status, ms, requestId;
// packages/api/src/mocks/requestLog.ts) goes to FILE instead of standard output.
// --port (or API_PORT; default: a free port). --wallet-origin, repeatable (or WALLET_ORIGINS,
// comma-separated): the origins the portal is served from, which a wallet sign-in message must name
// (decision 0050); without one every wallet sign-in is refused. --answers (or API_ANSWERS): how
// answers are worded (decision 0086): 'full' (default), 'spec' (only what the spec names or the
// response schema requires) or 'loose' (the variations the portal's tolerant reader accepts).
// The metered gateway (decisions 0101, 0102) is on: `<api>/rpc/<key>` forwards a service's JSON-RPC
// to its chain and counts it in SQLite under --data DIR (or API_DATA_DIR; default .data/ in the
// repository, git-ignored), so the counts and keys survive a restart. --public-url URL (or
// API_PUBLIC_URL): the API's base as customers reach it, which services' endpoints are written
// under; default the first --wallet-origin followed by /api (the nginx layout of
// scripts/serve/stack.mjs and packages/portal/deploy), else this server's own address.
// --no-gateway: none (as the in-browser demo: the usage and key calls answer 404).
// --key-grace-ms MS (or API_KEY_GRACE_MS): how long a rotated-out key keeps working (default 24 h);
// for tests that wait for a grace period to end (packages/portal/e2e-nginx/gateway-console.spec.ts).
// The portal's beacon (POST <api>/beacon: field measurements and error reports, decisions 0095 and
// 0096, packages/api/src/mocks/beacon.ts) is kept in the same data folder, as vitals.jsonl and
// errors.jsonl, with or without the gateway.
// CHAIN_RPC_URLS (JSON by chain code) and CHAIN_DEPLOYER_KEY: the chains the backend deploys contracts
// to and its key (docs/decisions/0074); read from the environment, which scripts/serve/stack.mjs sets.
// The TypeScript sources are loaded through a Vite module runner, already installed for the build.
// The runner stays open while the server runs: the handlers import modules on first use (siwe and
// ethers when a wallet signs in), and a closed runner answers those imports with an error.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRunnableDevEnvironment, resolveConfig } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.API_PORT ?? 0));
const answersArg = args.indexOf('--answers');
const answers = answersArg >= 0 ? args[answersArg + 1] : (process.env.API_ANSWERS ?? 'full');
if (!['full', 'spec', 'loose'].includes(answers)) {
  console.error(`--answers must be full, spec or loose, not ${answers}`);
  process.exit(2);
}
const walletOrigins = args.flatMap((arg, i) => (arg === '--wallet-origin' ? [args[i + 1]] : []));
const logArg = args.indexOf('--log');
const logFile = logArg >= 0 ? args[logArg + 1] : undefined;
if (walletOrigins.length === 0 && process.env.WALLET_ORIGINS) {
  walletOrigins.push(...process.env.WALLET_ORIGINS.split(',').map((o) => o.trim()));
}
for (const origin of walletOrigins) {
  if (!origin || new URL(origin).origin !== origin) {
    console.error(`Not an origin (scheme://host[:port], nothing after): ${origin}`);
    process.exit(2);
  }
}
if (walletOrigins.length === 0) {
  console.error('No --wallet-origin (or WALLET_ORIGINS): every wallet sign-in will be refused.');
}
const dataArg = args.indexOf('--data');
const dataDir = path.resolve(
  root,
  dataArg >= 0 ? args[dataArg + 1] : process.env.API_DATA_DIR || path.join(root, '.data'),
);
const publicArg = args.indexOf('--public-url');
const publicUrl =
  (publicArg >= 0 ? args[publicArg + 1] : process.env.API_PUBLIC_URL) ||
  (walletOrigins[0] ? `${walletOrigins[0]}/api` : undefined);
const graceArg = args.indexOf('--key-grace-ms');
const keyGraceMs = Number(graceArg >= 0 ? args[graceArg + 1] : process.env.API_KEY_GRACE_MS) || undefined;
const gateway = args.includes('--no-gateway') ? undefined : { dataDir, publicUrl, keyGraceMs };

// What vite's runnerImport does, without closing the environment after the first import.
const config = await resolveConfig(
  {
    configFile: false,
    envDir: false,
    logLevel: 'error',
    root,
    cacheDir: path.join(root, 'node_modules/.vite-api-server'),
    environments: {
      api: {
        consumer: 'server',
        dev: { moduleRunnerTransform: true },
        resolve: { external: true, mainFields: [], conditions: ['node'] },
      },
    },
  },
  'serve',
);
const environment = createRunnableDevEnvironment('api', config, {
  runnerOptions: { hmr: { logger: false } },
  hot: false,
});
await environment.init();
const module = await environment.runner.import(path.join(root, 'packages/api/src/mocks/server.ts'));
const server = await module.startApiServer({
  port,
  host: '127.0.0.1',
  walletOrigins,
  answers,
  logFile,
  dataDir,
  gateway,
});
console.log(`Mock API listening on ${server.url}${answers === 'full' ? '' : ` (answers: ${answers})`}`);
if (server.gateway)
  console.log(`Gateway: ${publicUrl ?? server.url}/rpc/<key>, data in ${dataDir} (${server.gateway.driver})`);

const stop = () =>
  void server
    .close()
    .then(() => environment.close())
    .then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
