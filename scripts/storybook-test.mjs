// Serves the built Storybook on 127.0.0.1 and runs the test-runner against it (play functions, axe,
// pixel comparison). --update rewrites the visual baselines; without it a missing baseline fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// A free port, so a stale server from an earlier run is never tested by mistake.
const port = await new Promise((resolve, reject) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
  probe.on('error', reject);
});
const update = process.argv.includes('--update');
const passThrough = process.argv.slice(2).filter((a) => a !== '--update');
// STORYBOOK_STATIC: another build folder (side-by-side work on one machine); storybook-static by default.
const staticDir = process.env.STORYBOOK_STATIC || 'storybook-static';

if (!existsSync(path.join(root, staticDir, 'index.json'))) {
  console.error(`${staticDir} is missing: run \`pnpm storybook:build\` first.`);
  process.exit(1);
}

const server = spawn(bin('sirv'), [staticDir, '--port', String(port), '--host', '127.0.0.1', '--quiet'], {
  cwd: root,
  stdio: 'ignore',
});
const stop = () => server.kill();
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/index.json`);
    if (res.ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 100) {
    console.error(`The Storybook server did not start on port ${port}.`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 100));
}

const runner = spawn(
  bin('test-storybook'),
  [
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers=2',
    '--browsers',
    'chromium',
    ...(update ? ['--updateSnapshot'] : ['--ci']),
    ...passThrough,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_RUNNER_NO_VITEST_HINT: '1',
      // Read by .storybook/test-runner.ts: rewriting baselines takes each story's settled image.
      VISUAL_UPDATE: update ? '1' : '',
    },
  },
);
runner.on('close', (code) => {
  stop();
  process.exit(code ?? 1);
});
