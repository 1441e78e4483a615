// The JavaScript each route of the portal downloads on first load, gzip level 9, from the production build.
// Builds nothing: run after `pnpm --filter @chainportal/portal build` (which writes dist/.vite/manifest.json).
// Usage: node scripts/route-sizes.mjs [--check] [--expect-no-mocks] [--dist packages/portal/dist]
// --check: exit 1 when /index, /login or the console shell is over its budget (BUDGETS), a console page's own chunk is over 30 kB,
//   or an on-demand library is in a first load (docs/performance.md#budgets).
// --expect-no-mocks: fail if the build holds the mock backend (a build with VITE_API_BASE_URL set).
// --files <route>: also list the files of that route's first load (e.g. /index, or "console shell"),
//   largest first, to see what to cut.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  entryKey,
  firstLoad,
  moduleKey,
  ownChunks,
  routesFromSource,
  staticClosure,
  stringConstants,
} from './route-sizes/graph.mjs';
import { forbiddenIn, KNOWN_NAMESPACES, namespaceListsOf, namespacesOf } from './route-sizes/modules.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const expectNoMocks = args.includes('--expect-no-mocks');
const distAt = args.indexOf('--dist');
const portal = path.join(root, 'packages/portal');
const dist = distAt >= 0 ? path.resolve(args[distAt + 1]) : path.join(portal, 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${path.relative(root, manifestFile)} is missing: build the portal first.`);
  process.exit(1);
}

const KB = 1000;
/** First-load budgets (gzip), enforced by --check (decision 0055, docs/performance.md). */
const BUDGETS = { index: 175 * KB, login: 209 * KB, shell: 245.5 * KB };
/** A console page's own chunks (the page and what only it imports). */
const PAGE_BUDGET = 30 * KB;
/** The language measured: the default (decision 0006) unless the build set another. */
const LANGUAGE = process.env.VITE_DEFAULT_LANGUAGE || 'en';

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzipCache = new Map();
function gzipSize(key) {
  if (!gzipCache.has(key)) {
    const bytes = readFileSync(path.join(dist, manifest[key].file));
    gzipCache.set(key, gzipSync(bytes, { level: 9 }).length);
  }
  return gzipCache.get(key);
}
const minus = (a, b) => new Set([...a].filter((key) => !b.has(key)));
const total = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(key), 0);
const mapCache = new Map();
/** The chunk's modules (ids and text) from its source map. */
function modulesOf(key) {
  if (!mapCache.has(key)) {
    const mapFile = path.join(dist, `${manifest[key].file}.map`);
    // The bundler's runtime, its preload helper and pure re-export chunks have no source map (they
    // hold no module code); any bigger chunk must have one (build.sourcemap).
    // An emitted asset (only `file` and `src` in the manifest, e.g. solc's soljson.js, fetched by a
    // worker) is not a chunk: it has no modules to list.
    const asset = !('name' in manifest[key]) && !manifest[key].isEntry && !manifest[key].isDynamicEntry;
    if (!existsSync(mapFile)) {
      if (gzipSize(key) > 1500 && !asset)
        throw new Error(`route-sizes: ${manifest[key].file}.map is missing`);
      mapCache.set(key, []);
      return [];
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const dir = path.dirname(mapFile);
    mapCache.set(
      key,
      map.sources.map((source, i) => ({
        id: path.relative(root, path.resolve(dir, source)).replace(/\\/g, '/'),
        text: map.sourcesContent?.[i] ?? '',
      })),
    );
  }
  return mapCache.get(key);
}
const modulesIn = (keys) => [...keys].filter((key) => !key.endsWith('.json')).flatMap(modulesOf);

// The locale chunks: `../../locales/<lng>/<ns>.json` keys.
const localeKey = (ns) => Object.keys(manifest).find((key) => key.endsWith(`locales/${LANGUAGE}/${ns}.json`));
// The namespaces each area loads (packages/portal/src/i18n/namespaces.ts: START_, PUBLIC_, CONSOLE_).
// Without that file (the portal before decision 0031) every namespace was loaded at start.
const namespacesFile = path.join(portal, 'src/i18n/namespaces.ts');
const namespaceLists = existsSync(namespacesFile)
  ? namespaceListsOf(readFileSync(namespacesFile, 'utf8'))
  : { START: KNOWN_NAMESPACES };

const source = (file) => readFileSync(path.join(portal, 'src/routes', file), 'utf8');
// The path constants the tables name (`path: HOME_PATH`): routes/paths.ts.
const constants = stringConstants(source('paths.ts'));
const toKey = (module) =>
  moduleKey(manifest, path.posix.join('src/routes', module).replace(/^src\/routes\/\.\.\//, 'src/'));
const publicRoutes = routesFromSource(source('publicRoutes.ts'), constants).map((r) => ({
  ...r,
  key: toKey(r.module),
}));
const consoleRoutes = routesFromSource(source('consoleRoutes.ts'), constants).map((r) => ({
  ...r,
  key: toKey(r.module),
}));
const frame = moduleKey(manifest, 'src/frame/ConsoleFrame');
/** The console's guard and route table: a lazy chunk before the frame (src/routes/routeObjects.tsx). */
const consoleBranch = moduleKey(manifest, 'src/routes/consoleRouteObjects');
const entry = entryKey(manifest);

/**
 * A route's first load: its code, and the translation chunks of the start namespaces, of its area's
 * lists and of every namespace its own modules (outside the entry) ask for.
 */
function measure(lazy, areas) {
  const code = firstLoad(manifest, { lazy });
  const own = minus(code, staticClosure(manifest, [entry]));
  const namespaces = new Set([
    ...namespaceLists.START,
    ...areas.flatMap((area) => namespaceLists[area] ?? []),
    ...namespacesOf(modulesIn(own)),
  ]);
  const locales = [...namespaces].map(localeKey).filter(Boolean);
  return { keys: new Set([...code, ...locales]), code, namespaces };
}

const rows = [];
const failures = [];
const shellKey = consoleRoutes.find((r) => r.path === constants.HOME_PATH)?.key;
const pageKeys = [...new Set(consoleRoutes.map((r) => r.key))];
const shell = measure([consoleBranch, frame, shellKey], ['CONSOLE']);
const shellWithoutHome = staticClosure(manifest, [entry, consoleBranch, frame]);

for (const route of publicRoutes) {
  const m = measure([route.key], route.bare ? [] : route.landing ? ['PUBLIC'] : ['PUBLIC', 'PUBLIC_PAGE']);
  const own = total(minus(staticClosure(manifest, [route.key]), staticClosure(manifest, [entry])));
  const budget = route.path === '/index' ? 'index' : route.path === '/login' ? 'login' : undefined;
  rows.push({ route: route.path, own, first: total(m.keys), budget, m });
}
rows.push({
  route: 'console shell (entry + frame + home)',
  own: total(minus(staticClosure(manifest, [consoleBranch, frame]), staticClosure(manifest, [entry]))),
  first: total(shell.keys),
  budget: 'shell',
  m: shell,
});
for (const route of consoleRoutes) {
  const m = measure([consoleBranch, frame, route.key], ['CONSOLE']);
  const own = total(ownChunks(manifest, route.key, shellWithoutHome, pageKeys));
  rows.push({ route: route.path, own, ownBudget: PAGE_BUDGET, first: total(m.keys), m });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const filesAt = args.indexOf('--files');
if (filesAt >= 0) {
  const wanted = args[filesAt + 1] ?? '';
  const row = rows.find((r) => r.route === wanted || r.route.startsWith(wanted));
  if (!row) throw new Error(`route-sizes: no route ${wanted}`);
  console.log(`Files of the first load of ${row.route}:`);
  for (const key of [...row.m.keys].sort((a, b) => gzipSize(b) - gzipSize(a)))
    console.log(`  ${kb(gzipSize(key)).padStart(9)}  ${manifest[key].file}`);
  console.log('');
}
const width = Math.max(...rows.map((r) => r.route.length));
console.log(`First-load JavaScript by route (gzip -9, language ${LANGUAGE}, ${path.relative(root, dist)})\n`);
console.log(
  `${'route'.padEnd(width)}  ${'own chunk'.padStart(10)}  ${'first load'.padStart(10)}  ${'target'.padStart(8)}  namespaces`,
);
for (const row of rows) {
  const flags = [];
  if (row.budget && row.first > BUDGETS[row.budget]) flags.push(`over ${kb(BUDGETS[row.budget])}`);
  if (row.ownBudget && row.own > row.ownBudget) flags.push(`own chunk over ${kb(row.ownBudget)}`);
  for (const library of forbiddenIn(modulesIn(row.m.code))) flags.push(`loads ${library}`);
  if (flags.length > 0) failures.push(`${row.route}: ${flags.join(', ')}`);
  const mark = flags.length > 0 ? `  ✘ ${flags.join(', ')}` : '';
  const target = row.budget ? kb(BUDGETS[row.budget]) : row.ownBudget ? `own ${kb(row.ownBudget)}` : '';
  console.log(
    `${row.route.padEnd(width)}  ${kb(row.own).padStart(10)}  ${kb(row.first).padStart(10)}  ${target.padStart(8)}  ${[...row.m.namespaces].sort().join(',')}${mark}`,
  );
}
console.log(`\nentry and its static imports: ${kb(total(staticClosure(manifest, [entry])))}`);

// The mock backend (demo mode): a dynamic import of the entry only, fetched while i18n starts, in no
// route's first load; a build with VITE_API_BASE_URL set must not contain it at all.
const mockKeys = Object.keys(manifest).filter((key) => /(^|\/)api\/src\/mocks\/browser\.ts$/.test(key));
const mswChunks = Object.keys(manifest).filter(
  (key) => !key.endsWith('.json') && modulesOf(key).some((m) => /node_modules\/(msw|@mswjs)\//.test(m.id)),
);
if (mockKeys.length === 0 && mswChunks.length === 0) {
  console.log('mock backend: not in this build');
} else {
  if (expectNoMocks) failures.push(`mock backend present: ${[...mockKeys, ...mswChunks].join(', ')}`);
  for (const key of mockKeys) {
    const importers = Object.entries(manifest).filter(([, c]) => (c.imports ?? []).includes(key));
    if (importers.length > 0)
      failures.push(`mock backend imported statically by ${importers.map(([k]) => k).join(', ')}`);
    const size = total(minus(staticClosure(manifest, [key]), staticClosure(manifest, [entry])));
    console.log(`mock backend (demo mode, fetched in parallel at start, in no first load): ${kb(size)}`);
  }
}

if (failures.length > 0) {
  console.log(`\n${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
  if (check) process.exit(1);
} else {
  console.log(`route sizes: every route is within its budget and loads no on-demand library at start`);
}
