import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    pool: 'threads',
    maxWorkers: 2,
    // A DOM (jsdom) only where a test renders or reads the browser: setting up jsdom costs about a
    // second per file, more than most logic tests take. A *.test.ts file that needs the DOM says so
    // with a `// @vitest-environment jsdom` comment on its first line.
    projects: [
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['packages/*/src/**/*.test.tsx'] },
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
