// Ejected Storybook test-runner config: it drives Debian's Chromium headless shell (browsers cannot
// be downloaded here; scripts/ensure.sh installs it), the browser the visual baselines are made with
// (docs/decisions/0082). CHROMIUM_HEADLESS_PATH overrides the default /usr/bin/chromium-headless-shell.
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

export default {
  ...base,
  testTimeout: 30000,
  reporters: ['default'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_HEADLESS_PATH || '/usr/bin/chromium-headless-shell',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
        ],
      },
    },
  },
};
