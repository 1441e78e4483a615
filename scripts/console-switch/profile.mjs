// Where a CPU profile's time went, by source (scripts/console-switch.mjs --profile): each sample's
// function is mapped through its chunk's source map (the build writes one beside every chunk) to
// the module it came from, and the self time is summed by package (a library under node_modules) or
// by the portal's own file. Node's own SourceMap reads the maps; nothing else is needed.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/** A library's name from a path under node_modules (the last node_modules, scoped or not). */
function packageOf(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The group a source belongs to: its package, or the file's path in the repository. */
const groupOf = (source) => packageOf(source) ?? source;

/**
 * Sums a Chrome CPU profile's self time by group and by function, mapping the chunks of `distDir`
 * (served at `/`) through their source maps to files of the repository at `root`. Returns the `top`
 * largest of each, in milliseconds.
 */
export function attribute(profile, { distDir, root, top = 20 }) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      let map = null;
      try {
        const file = path.join(distDir, new URL(url).pathname);
        if (existsSync(`${file}.map`))
          map = {
            dir: path.dirname(file),
            map: new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))),
          };
      } catch {
        map = null;
      }
      maps.set(url, map);
    }
    return maps.get(url);
  };
  const selfUs = new Map();
  const { samples = [], timeDeltas = [] } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    const delta = timeDeltas[i + 1] ?? 0;
    selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + delta);
  }
  const groups = new Map();
  const functions = new Map();
  const add = (table, key, us) => table.set(key, (table.get(key) ?? 0) + us);
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (!url) {
      // The engine's own: (program), (garbage collector), (idle), and native functions.
      add(groups, functionName || '(native)', us);
      add(functions, functionName || '(native)', us);
      continue;
    }
    const mapped = mapOf(url);
    const entry = mapped?.map.findEntry(lineNumber, columnNumber);
    const source =
      entry?.originalSource && path.relative(root, path.resolve(mapped.dir, entry.originalSource));
    const group = source ? groupOf(source) : new URL(url).pathname;
    add(groups, group, us);
    // A library's file by its name (its folders are the package's), the portal's by its path.
    const file = source && (packageOf(source) ? `${group} ${path.basename(source)}` : group);
    const where = source ? `${file}:${entry.originalLine + 1}` : new URL(url).pathname;
    add(functions, `${entry?.name || functionName || '(anonymous)'} ${where}`, us);
  }
  const largest = (table) =>
    [...table.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10 }));
  const totalMs = Math.round([...selfUs.values()].reduce((a, b) => a + b, 0) / 100) / 10;
  return { totalMs, groups: largest(groups), functions: largest(functions) };
}
