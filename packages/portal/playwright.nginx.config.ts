import { defineConfig } from '@playwright/test';
import { baseConfig } from './playwright.base';

/**
 * The production build behind a real nginx (packages/portal/deploy/) with the mock backend as an
 * HTTP API behind /api/: response headers and the Content-Security-Policy of every page. The global
 * setup builds the portal into dist-nginx/ and starts the pair on E2E_NGINX_PORT; see
 * e2e-nginx/globalSetup.ts. Run: `playwright test -c playwright.nginx.config.ts`.
 */
const port = Number(process.env.E2E_NGINX_PORT ?? 4321);

export default defineConfig({
  ...baseConfig(port),
  testDir: './e2e-nginx',
  outputDir: '../../.tmp/e2e-nginx-results',
  globalSetup: './e2e-nginx/globalSetup.ts',
  timeout: 120_000,
});
