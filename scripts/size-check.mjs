// Bundle size budgets for the built portal (brotli, as size-limit measures). Run after the portal build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
if (!existsSync(path.join(root, 'packages/portal/dist/index.html'))) {
  console.error('packages/portal/dist is missing: build the portal first.');
  process.exit(1);
}
const result = spawnSync(path.join(root, 'node_modules/.bin/size-limit'), [], {
  cwd: root,
  encoding: 'utf8',
});
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
if (result.status === 0) console.log('size: every bundle is within its budget');
process.exit(result.status ?? 1);
