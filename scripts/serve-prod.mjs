#!/usr/bin/env node
// `npm run serve:prod`: builds the portal against an API under /api, starts the mock backend as an
// HTTP server and nginx with the production configuration in front of both, prints the address and
// stops both on Ctrl-C. Run through scripts/serve-prod.sh, which installs nginx when it is missing.
//   --port N   the nginx port (default 4320, or PORT)
//   --no-build serve the existing build in packages/portal/dist-nginx
import { startStack } from './serve/stack.mjs';

const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.PORT ?? 4320));

const stack = await startStack({ port, build: !args.includes('--no-build') });
console.log(`\n\x1b[1mPortal (nginx, production build): ${stack.url}\x1b[0m`);
console.log(`Mock API: ${stack.apiUrl} (proxied at ${stack.url}api/)`);
console.log('Sign in with admin / admin123 or demo / demo123. Ctrl-C stops both.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
