import { defineConfig } from '@playwright/test';
import { baseConfig } from './playwright.base';

/** Whole-journey tests against the built portal (`vite preview`), in the system Chromium. */
// The test command passes a free port (E2E_PORT) so a stale server from an earlier run is never tested.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  ...baseConfig(port),
  testDir: './e2e',
  outputDir: '../../.tmp/e2e-results',
  timeout: 90_000,
  webServer: {
    command: `../../node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
  },
});
