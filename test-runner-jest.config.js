// Ejected Storybook test-runner config: it drives the tests' Chromium headless shell
// (scripts/test-browser.mjs; browsers cannot be downloaded here), with text rendered without hinting
// and in sRGB, so screenshots compare pixel for pixel.
import { getJestConfig } from '@storybook/test-runner';
import { quietChromiumArgs, testChromium } from './scripts/test-browser.mjs';

const base = getJestConfig();
// The test-runner's setup file, which .storybook/test-runner-setup.js takes the place of (decision
// 0114). If a new test-runner names it otherwise, stop here rather than run both or neither.
const runnerSetup = base.setupFilesAfterEnv.filter((file) => file.endsWith('/playwright/jest-setup.js'));
if (runnerSetup.length !== 1) {
  throw new Error(
    'The Storybook test-runner no longer has playwright/jest-setup.js: compare it with .storybook/test-runner-setup.js (decision 0114).',
  );
}

export default {
  ...base,
  // The hooks set up without the test-runner's package in each file's registry (decision 0114).
  setupFilesAfterEnv: [
    '<rootDir>/.storybook/test-runner-setup.js',
    ...base.setupFilesAfterEnv.filter((file) => !runnerSetup.includes(file)),
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
