// Ejected Storybook test-runner config: it drives the tests' Chromium headless shell
// (scripts/test-browser.mjs; browsers cannot be downloaded here), with text rendered without hinting
// and in sRGB, so screenshots compare pixel for pixel.
import { getJestConfig } from '@storybook/test-runner';
import { quietChromiumArgs, testChromium } from './scripts/test-browser.mjs';

const base = getJestConfig();

export default {
  ...base,
  // The hooks set up without the test-runner's package in each file's registry (decision 0114).
  setupFilesAfterEnv: [
    '<rootDir>/.storybook/test-runner-setup.js',
    ...base.setupFilesAfterEnv.filter((file) => !file.endsWith('/playwright/jest-setup.js')),
  ],
  testTimeout: 30000,
  reporters: ['default'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: testChromium,
        args: [...quietChromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb'],
      },
    },
  },
};
