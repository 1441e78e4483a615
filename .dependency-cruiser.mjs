// The import graph's rules, checked by `npm run cycles:check` (the `cycles` step of scripts/test-all.mjs),
// decision 0097.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module that reaches itself through what it imports (a static or a dynamic import): split out ' +
        'what both sides need (routes/paths.ts is the example), so the graph reads one way (decision 0097).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'tests-beside-source',
      severity: 'error',
      comment:
        'Tests sit beside the code they test (Name.test.ts next to Name.ts); no __tests__ folders ' +
        '(docs/architecture.md#tests).',
      from: { path: '(^|/)__tests__/' },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-[^/]+|storybook-static)/' },
    // The graph the browser runs: imports as they are after compilation, so `import type` (which
    // compiles to nothing) never makes a circle. A circle of types alone is harmless.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    progress: { type: 'none' },
  },
};
