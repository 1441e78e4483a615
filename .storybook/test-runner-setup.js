// What the test-runner's own setup file (@storybook/test-runner/playwright/jest-setup.js) does for
// each story file, without importing the test-runner's package into every file's module registry
// (decision 0114): the hooks of .storybook/test-runner.ts, where the tests it generates call them.
import config from './test-runner.ts';

config.setup?.();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
globalThis.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
