import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStack } from '../../../scripts/serve/stack.mjs';
import { SUITE_ANALYTICS } from './analyticsStub';

/**
 * Builds the portal with VITE_API_BASE_URL=/api (and no other deployment setting) into dist-nginx/
 * and starts the chains, the mock API server and nginx (the deployment configuration, rendered into
 * .tmp/e2e-nginx/ with its config.json: the chains and an analytics provider, SUITE_ANALYTICS; the
 * browser never reaches that provider's host: the specs serve a stub for it) on E2E_NGINX_PORT. Set
 * E2E_NGINX_NO_BUILD=1 to serve the existing dist-nginx/ build. E2E_NGINX_OUT=name builds into
 * packages/portal/<name>/ and renders nginx into .tmp/<name>/ instead, so two runs on one machine keep
 * out of each other's way. Specs start more sites over the same build with other configurations
 * (secondSite.ts; node-login.spec.ts turns node sign-in on in one). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_NGINX_PORT ?? 4321);
  const build = !process.env.E2E_NGINX_NO_BUILD;
  const out = process.env.E2E_NGINX_OUT;
  const started = Date.now();
  // The Storybook the test command's storybook-build step made, at /storybook/ (storybook.spec.ts):
  // its policy names the build's inline scripts. Without the build, that one spec says so.
  const storybookRoot = path.resolve(import.meta.dirname, '../../../storybook-static');
  const stack = await startStack({
    port,
    build,
    quiet: true,
    storybookRoot: existsSync(path.join(storybookRoot, 'index.html')) ? storybookRoot : '',
    config: { analytics: SUITE_ANALYTICS },
    ...(out ? { outDir: out } : {}),
    dir: path.resolve(import.meta.dirname, '../../../.tmp', out ?? 'e2e-nginx'),
  });
  // The chains config.json and the CSP name (started by the stack, or the test command's): for the specs.
  process.env.VITE_CHAIN_RPC_URLS = JSON.stringify(stack.chainRpcUrls);
  // The API behind the suite's nginx, for the sites a spec starts over the same build.
  process.env.E2E_NGINX_API_URL = stack.apiUrl;
  console.log(
    `nginx ${stack.url} → API ${stack.apiUrl} (${build ? 'built and ' : ''}started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return () => stack.stop();
}
