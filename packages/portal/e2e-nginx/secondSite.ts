import path from 'node:path';
import { freePort, root, startNginx, type SiteConfig } from '../../../scripts/serve/stack.mjs';

/**
 * Another nginx site over the suite's build (packages/portal/<E2E_NGINX_OUT or dist-nginx>), with its
 * own configuration rendered into .tmp/<out>-<name>-<worker>/ (nginx.conf, portal.conf and
 * config.json): the same files, other settings (decision 0089). An API path in `config.apiBaseUrl`
 * is proxied to `apiUpstream`, by default the suite's API (globalSetup.ts).
 */
export async function startSecondSite(
  name: string,
  config: SiteConfig,
  { port, apiUpstream = process.env.E2E_NGINX_API_URL }: { port?: number; apiUpstream?: string } = {},
): Promise<{ url: string; dir: string; stop: () => Promise<void> }> {
  const out = process.env.E2E_NGINX_OUT ?? 'dist-nginx';
  if (!apiUpstream) throw new Error('E2E_NGINX_API_URL is not set: run through playwright.nginx.config.ts');
  // One folder per worker: two workers that start the same site at once (a worker fixture, as in
  // node-login.spec.ts) must not empty each other's folder while nginx starts from it, which made
  // nginx exit at start with nothing in its log.
  const worker = process.env.TEST_PARALLEL_INDEX ?? '0';
  const dir = path.join(root, '.tmp', `${out}-${name}-${worker}`);
  const site = await startNginx({
    distDir: path.join(root, 'packages/portal', out),
    port: port ?? (await freePort()),
    apiUpstream,
    dir,
    config,
  });
  return { ...site, dir };
}
