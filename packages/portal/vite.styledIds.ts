import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = /[\\/]packages[\\/](ui|portal)[\\/]src[\\/].*\.tsx?$/;

/** A short class-safe id from the file (relative to the workspace) and the component's place in it. */
function componentId(file: string, index: number): string {
  return `cp${createHash('sha1').update(`${file}:${index}`).digest('base64url').replace(/[-_]/g, 'x').slice(0, 7)}`;
}

/**
 * Gives every styled component a stable `componentId` from its file and position (what
 * babel-plugin-styled-components does). Without it styled-components numbers components in the order
 * they are created, which differs between the browser bundle and the pre-render's server bundle, so
 * the pre-rendered class names would not be the browser's (decision 0055).
 *
 * Rewrites `styled.tag` and `styled(X)` (the only two forms in packages/ui and packages/portal) to
 * `styled.tag.withConfig({componentId})` / `styled(X).withConfig({componentId})`, after TypeScript is
 * stripped. Exported for its unit test.
 */
export function addStyledIds(code: string, file: string): string {
  if (!/from ['"]styled-components['"]/.test(code)) return code;
  let out = '';
  let index = 0;
  let at = 0;
  const start = /\bstyled(\.[A-Za-z][\w]*|\()/g;
  for (let m = start.exec(code); m; m = start.exec(code)) {
    // Not a property of something else (`x.styled`) and not inside an identifier.
    const before = code[m.index - 1];
    if (before === '.' || (before && /[\w$]/.test(before))) continue;
    let end = m.index + m[0].length;
    if (m[1] === '(') {
      let depth = 1;
      while (end < code.length && depth > 0) {
        const c = code[end];
        if (c === '(') depth += 1;
        else if (c === ')') depth -= 1;
        end += 1;
      }
    }
    // Only where a template follows: a styled component being defined.
    if (!/^\s*`/.test(code.slice(end, end + 40))) {
      start.lastIndex = end;
      continue;
    }
    out += `${code.slice(at, end)}.withConfig({componentId:"${componentId(file, index)}"})`;
    index += 1;
    at = end;
    start.lastIndex = end;
  }
  return out + code.slice(at);
}

/** The Vite plugin: every build (browser and pre-render) of the workspace's own source. */
export function styledComponentIds(root: string): Plugin {
  return {
    name: 'styled-component-ids',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!SOURCE.test(file) || file.includes('node_modules')) return undefined;
      const next = addStyledIds(code, path.relative(root, file).replace(/\\/g, '/'));
      return next === code ? undefined : { code: next, map: null };
    },
  };
}
