#!/usr/bin/env node
// The mock backend as an HTTP server on 127.0.0.1 (packages/api/src/mocks/server.ts: the same MSW
// handlers and stateful store as the browser mock, through @mswjs/http-middleware).
//   node scripts/serve/api-server.mjs [--port 4320] [--wallet-origin http://127.0.0.1:4320 ...]
//     [--answers full|spec|loose] [--log FILE] [--data-dir DIR]
// --log: the one-line-per-request log (JSON: method, path without query, status, ms, requestId;
// packages/api/src/mocks/requestLog.ts) goes to FILE instead of standard output.
// --data-dir: where the portal's beacon (POST /beacon: field measurements and error reports,
// packages/api/src/mocks/beacon.ts) is kept, as vitals.jsonl and errors.jsonl; without it the
// beacon path is unknown (404).
// --port (or API_PORT; default: a free port). --wallet-origin, repeatable (or WALLET_ORIGINS,
// comma-separated): the origins the portal is served from, which a wallet sign-in message must name
// (decision 0050); without one every wallet sign-in is refused. --answers (or API_ANSWERS): how
// answers are worded (decision 0086): 'full' (default), 'spec' (only what the spec names or the
// response schema requires) or 'loose' (the variations the portal's tolerant reader accepts).
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
const dataArg = args.indexOf('--data-dir');
const dataDir = dataArg >= 0 ? path.resolve(args[dataArg + 1]) : undefined;
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
});
console.log(`Mock API listening on ${server.url}${answers === 'full' ? '' : ` (answers: ${answers})`}`);

const stop = () =>
  void server
    .close()
    .then(() => environment.close())
    .then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
