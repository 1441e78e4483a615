// Publishes the built Storybook to Chromatic. Needs CHROMATIC_PROJECT_TOKEN and network; never in CI.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to publish to Chromatic (this needs network access).');
  process.exit(1);
}
if (process.env.CI) {
  console.error('Chromatic does not run in CI here: the CLI hangs without network.');
  process.exit(1);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const result = spawnSync(
  path.join(root, 'node_modules/.bin/chromatic'),
  ['--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
