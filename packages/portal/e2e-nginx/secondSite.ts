import path from 'node:path';
import { freePort, root, startNginx, type SiteConfig } from '../../../scripts/serve/stack.mjs';

/**
 * Another nginx site over the suite's build (packages/portal/<E2E_NGINX_OUT or dist-nginx>), with its
 * own configuration rendered into .tmp/<out>-<name>/ (nginx.conf, portal.conf and config.json), in
 * front of the suite's API (globalSetup.ts): the same files, other settings (decision 0089).
 */
export async function startSecondSite(
  name: string,
  config: SiteConfig,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const out = process.env.E2E_NGINX_OUT ?? 'dist-nginx';
  const apiUpstream = process.env.E2E_NGINX_API_URL;
  if (!apiUpstream) throw new Error('E2E_NGINX_API_URL is not set: run through playwright.nginx.config.ts');
  return startNginx({
    distDir: path.join(root, 'packages/portal', out),
    port: await freePort(),
    apiUpstream,
    dir: path.join(root, '.tmp', `${out}-${name}`),
    config,
  });
}
