// Bundle size budgets for the built portal. Run after the portal build. Two checks:
// - size-limit (.size-limit.json, brotli): the on-demand libraries, every page's JavaScript, translations;
// - scripts/route-sizes.mjs --check (gzip, from the build manifest): each route's first load, each console
//   page's own chunk, and no on-demand library in any first load (docs/performance.md).
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
const routes = spawnSync(process.execPath, [path.join(root, 'scripts/route-sizes.mjs'), '--check'], {
  cwd: root,
  encoding: 'utf8',
});
process.stdout.write(routes.stdout);
process.stderr.write(routes.stderr);
const status = result.status === 0 && routes.status === 0 ? 0 : 1;
if (status === 0) console.log('size: every bundle and every route is within its budget');
process.exit(status);
