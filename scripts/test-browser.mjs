// The browser every browser test drives (Playwright's two suites, packages/portal/playwright.base.ts,
// and the Storybook test-runner, test-runner-jest.config.js): Debian's Chromium headless shell, which
// scripts/ensure.sh installs and the visual baselines are made with (docs/decisions/0082), unless
// CHROMIUM_HEADLESS_PATH names another binary; and the flags that keep it quiet on a CI machine.
export const testChromium = process.env.CHROMIUM_HEADLESS_PATH || '/usr/bin/chromium-headless-shell';

export const quietChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
