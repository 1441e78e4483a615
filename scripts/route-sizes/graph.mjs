// The pure part of scripts/route-sizes.mjs: walking Vite's build manifest (dist/.vite/manifest.json).
// A chunk's first load is the chunk and everything it imports statically (`imports`), transitively;
// `dynamicImports` are fetched later, on demand, so they are never followed.

/**
 * Every manifest key a set of chunks loads on first load (the keys themselves included).
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {Iterable<string>} keys
 * @returns {Set<string>}
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`route-sizes: "${key}" is not in the manifest`);
    seen.add(key);
    for (const next of manifest[key].imports ?? []) stack.push(next);
  }
  return seen;
}

/** The manifest key of the HTML entry (`isEntry`, from index.html). */
export function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`route-sizes: expected one entry, found ${entries.length}`);
  return entries[0][0];
}

/**
 * The manifest key of a source module (`src/pages/login/LoginPage` → `src/pages/login/LoginPage.tsx`).
 * @param {Record<string, unknown>} manifest
 * @param {string} modulePath a path relative to the manifest's root, without extension
 */
export function moduleKey(manifest, modulePath) {
  const key = Object.keys(manifest).find(
    (k) =>
      k === modulePath || (/^\.[cm]?[jt]sx?$/.test(k.slice(modulePath.length)) && k.startsWith(modulePath)),
  );
  if (!key) throw new Error(`route-sizes: no chunk for ${modulePath} in the manifest`);
  return key;
}

/**
 * The chunks a route downloads on first load: the entry's closure, the route's lazy chunks (e.g. the
 * console frame, then the page) with their closures, and the translation chunks it needs.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {{ lazy: string[], locales?: string[] }} route manifest keys
 * @returns {Set<string>}
 */
export function firstLoad(manifest, route) {
  return staticClosure(manifest, [entryKey(manifest), ...route.lazy, ...(route.locales ?? [])]);
}

/**
 * A page's own chunks: its closure minus what the shell loads anyway and minus every chunk another
 * page's closure also holds (a chunk shared by two pages is not either page's own).
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {string} page the page's manifest key
 * @param {Set<string>} shell the shell's first load
 * @param {string[]} otherPages the other pages' manifest keys
 */
export function ownChunks(manifest, page, shell, otherPages) {
  const shared = staticClosure(
    manifest,
    otherPages.filter((other) => other !== page),
  );
  return new Set([...staticClosure(manifest, [page])].filter((key) => !shell.has(key) && !shared.has(key)));
}

/**
 * Routes of a route table's source: every `page: () => import('...')` with the nearest `path:` before it.
 * @param {string} source the text of publicRoutes.ts or consoleRoutes.ts
 * @param {Record<string, string>} [constants] path constants used as `path: HOME_PATH`
 * @returns {{ path: string, module: string, bare: boolean, landing: boolean }[]}
 */
export function routesFromSource(source, constants = {}) {
  const paths = [...source.matchAll(/\bpath:\s*(?:(['"`])([^'"`]+)\1|([A-Z][A-Z0-9_]*))/g)].map((m) => ({
    at: m.index,
    path: m[2] ?? constants[m[3]] ?? m[3],
  }));
  const routes = [];
  for (const m of source.matchAll(/\bpage:\s*\(\)\s*=>\s*import\(\s*(['"`])([^'"`]+)\1\s*\)/g)) {
    const before = paths.filter((p) => p.at < m.index).at(-1);
    if (!before) continue;
    // `bare: true` between the path and the page: a public route outside the public layout.
    const bare = /\bbare:\s*true\b/.test(source.slice(before.at, m.index));
    // `landing: true`: the landing page, which needs only the layout's translations.
    const landing = /\blanding:\s*true\b/.test(source.slice(before.at, m.index));
    routes.push({ path: before.path, module: m[2], bare, landing });
  }
  return routes;
}

/** `export const NAME = '...'` string constants of a source file. */
export function stringConstants(source) {
  return Object.fromEntries(
    [...source.matchAll(/export const ([A-Z][A-Z0-9_]*)\s*=\s*(['"`])([^'"`]*)\2/g)].map((m) => [m[1], m[3]]),
  );
}
