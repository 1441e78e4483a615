// Ejected Storybook test-runner config: it drives the system Chromium (browsers cannot be
// downloaded here). CHROMIUM_PATH overrides the default /usr/bin/chromium.
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
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
