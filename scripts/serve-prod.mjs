#!/usr/bin/env node
// `npm run serve:prod`: starts the platform chains (one anvil each on CHAIN_PORTS, default 18545 and
// 18546; none when VITE_CHAIN_RPC_URLS names running ones), builds the portal against an API under
// /api and those chains, starts the mock backend as an HTTP server (CHAIN_RPC_URLS,
// CHAIN_DEPLOYER_KEY) and nginx with the production configuration in front of both, prints the
// addresses and stops all on Ctrl-C. Run through scripts/serve-prod.sh, which installs nginx when it
// is missing.
//   --port N   the nginx port (default 4320, or PORT)
//   --no-build serve the existing build in packages/portal/dist-nginx
//   --answers spec|loose  how the API words its answers (decision 0086): only what the spec names,
//              or the variations real backends send; default: the mock's full answers
//   --no-storybook   do not serve the Storybook (otherwise storybook-static/ at /storybook/, built
//                    first when it is missing: `npm run storybook:publish` rebuilds it)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { portsFromEnv } from './serve/chains.mjs';
import { root, startStack } from './serve/stack.mjs';

const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.PORT ?? 4320));

const answersArg = args.indexOf('--answers');
const answers = answersArg >= 0 ? args[answersArg + 1] : 'full';
if (!['full', 'spec', 'loose'].includes(answers)) {
  console.error(`--answers must be spec or loose (or full), not ${answers}`);
  process.exit(2);
}

const storybookRoot = args.includes('--no-storybook') ? '' : path.join(root, 'storybook-static');
if (storybookRoot && !existsSync(path.join(storybookRoot, 'index.html'))) {
  console.log('Building the Storybook into storybook-static/ (once; --no-storybook skips it)...');
  const built = spawnSync(
    path.join(root, 'node_modules/.bin/storybook'),
    ['build', '--quiet', '-o', storybookRoot],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const stack = await startStack({
  port,
  build: !args.includes('--no-build'),
  chainPorts: portsFromEnv(),
  storybookRoot,
  answers,
});
console.log(`\n\x1b[1mPortal (nginx, production build): ${stack.url}\x1b[0m`);
if (storybookRoot) console.log(`Storybook: ${stack.url}storybook/`);
console.log(
  `Mock API: ${stack.apiUrl} (proxied at ${stack.url}api/)${answers === 'full' ? '' : `, answers: ${answers}`}`,
);
console.log(
  `Chains: ${Object.entries(stack.chainRpcUrls)
    .map(([code, url]) => `${code} ${url}`)
    .join(', ')}`,
);
console.log('Sign in with admin / admin123 or demo / demo123. Ctrl-C stops them all.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
