import path from 'node:path';
import { startStack } from '../../../scripts/serve/stack.mjs';
import { ANALYTICS } from './analyticsStub';

/**
 * Builds the portal with VITE_API_BASE_URL=/api, node sign-in offered (VITE_NODE_LOGIN=true:
 * node-login.spec.ts; the password tab stays the first, so the other specs sign in as before) and an analytics script (ANALYTICS below; the
 * browser never reaches that host: analytics.spec.ts serves a stub for it) into dist-nginx/ and
 * starts the mock API server and nginx (the deployment configuration, rendered into
 * .tmp/e2e-nginx/ with the same analytics host) on E2E_NGINX_PORT. Set E2E_NGINX_NO_BUILD=1 to
 * serve the existing dist-nginx/ build. E2E_NGINX_OUT=name builds into packages/portal/<name>/ and
 * renders nginx into .tmp/<name>/ instead, so two runs on one machine keep out of each other's way.
 * Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.VITE_ANALYTICS_URL = ANALYTICS.url;
  process.env.VITE_ANALYTICS_SITE_ID = ANALYTICS.siteId;
  process.env.VITE_NODE_LOGIN = 'true';
  const port = Number(process.env.E2E_NGINX_PORT ?? 4321);
  const build = !process.env.E2E_NGINX_NO_BUILD;
  const out = process.env.E2E_NGINX_OUT;
  const started = Date.now();
  const stack = await startStack({
    port,
    build,
    quiet: true,
    // The Storybook the test command's storybook-build step made, at /storybook/ (storybook.spec.ts).
    storybookRoot: path.resolve(import.meta.dirname, '../../../storybook-static'),
    ...(out ? { outDir: out } : {}),
    dir: path.resolve(import.meta.dirname, '../../../.tmp', out ?? 'e2e-nginx'),
  });
  // The chains the build and the CSP name (started by the stack, or the test command's): for the specs.
  process.env.VITE_CHAIN_RPC_URLS = JSON.stringify(stack.chainRpcUrls);
  console.log(
    `nginx ${stack.url} → API ${stack.apiUrl} (${build ? 'built and ' : ''}started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return () => stack.stop();
}
