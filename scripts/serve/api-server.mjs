#!/usr/bin/env node
// The mock backend as an HTTP server on 127.0.0.1 (packages/api/src/mocks/server.ts: the same MSW
// handlers and stateful store as the browser mock, through @mswjs/http-middleware).
//   node scripts/serve/api-server.mjs [--port 4320]   (or API_PORT; default: a free port)
// The TypeScript sources are loaded through Vite's module runner, already installed for the build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.API_PORT ?? 0));

const { module } = await runnerImport(path.join(root, 'packages/api/src/mocks/server.ts'), {
  configFile: false,
  logLevel: 'error',
  root,
});
const server = await module.startApiServer({ port, host: '127.0.0.1' });
console.log(`Mock API listening on ${server.url}`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
