import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { quietChromiumArgs, testChromium } from '../../scripts/test-browser.mjs';

/**
 * What both browser suites share (playwright.config.ts: the journeys against `vite preview`;
 * playwright.nginx.config.ts: the build behind nginx): Chromium's headless shell with its quiet flags, two
 * workers, no retries, traces only on request, and the page address on the given port.
 */
export function baseConfig(port: number): PlaywrightTestConfig {
  return {
    fullyParallel: true,
    workers: 2,
    forbidOnly: !!process.env.CI,
    retries: 0,
    expect: { timeout: 20_000 },
    reporter: [['list']],
    use: {
      baseURL: `http://127.0.0.1:${port}/`,
      // The in-browser demo's world pinned to the day the journeys were written for (decision 0068,
      // the mock's PINNED_NOW), so order numbers and balances do not move with the calendar.
      storageState: {
        cookies: [],
        origins: [
          {
            origin: `http://127.0.0.1:${port}`,
            localStorage: [{ name: 'cp-mock-now', value: '2026-11-26T08:00:00.000Z' }],
          },
        ],
      },
      // Recording a trace slows every test by nearly half on two cores (measured: 27 journeys took
      // 136 s with traces, 75 s without), so traces are recorded only when asked for (E2E_TRACE=1, to
      // study a failure); a failing test always leaves a screenshot and its page's aria snapshot.
      trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
      screenshot: 'only-on-failure',
      launchOptions: {
        executablePath: testChromium,
        args: quietChromiumArgs,
      },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  };
}
