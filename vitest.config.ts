import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    restoreMocks: true,
    pool: 'threads',
    maxWorkers: 2,
    // A DOM (jsdom) only where a test renders or reads the browser: setting up jsdom costs about a
    // second per file, more than most logic tests take. A *.test.ts file that needs a DOM but renders
    // nothing (cookies, storage) says so with a `// @vitest-environment jsdom` comment on its first
    // line; a test that renders is a *.test.tsx.
    // The setup (Testing Library's matchers and cleanup, the English i18n instance that fails on a
    // missing key) is for the rendering tests alone: in every logic test it cost about a third of the
    // logic project's time (55 s with it, 42 s without, same sitting). A logic test that needs
    // translations makes its own instance (createI18n).
    projects: [
      {
        extends: true,
        // The rendering tests run each file in a VM context of its own in a kept worker (decision
        // 0113): every file still gets a fresh jsdom, fresh modules and fresh globals, but jsdom
        // itself is loaded once per worker instead of once per file (same sitting: the project
        // took 64 to 69 s instead of 137 to 169 s). In a VM context, packages reach Node's loader through
        // Vitest's, which knows only the conditions named here; 'module-sync' is the one with which
        // Node itself picks react-router-dom's ES module.
        resolve: { conditions: [...defaultClientConditions, 'module-sync'] },
        test: {
          name: 'dom',
          environment: 'jsdom',
          pool: 'vmThreads',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
        },
      },
    ],
  },
});
