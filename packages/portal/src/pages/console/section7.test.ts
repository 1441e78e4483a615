// Every section-7 call under /client/user and the login log has a screen: some page under
// packages/portal/src/pages uses its function or its hook. A new endpoint without a screen fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as api from '@chainportal/api';
import { loginLogEndpoints, userEndpoints } from '@chainportal/api';

const PAGES = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The api exports (functions and hooks) that call an endpoint. */
function namesOf(endpoint: unknown): string[] {
  return Object.entries(api)
    .filter(
      ([, value]) => typeof value === 'function' && (value as { endpoint?: unknown }).endpoint === endpoint,
    )
    .map(([name]) => name);
}

const code = sources(PAGES).join('\n');
const endpoints = [...Object.values(userEndpoints), ...Object.values(loginLogEndpoints)];

describe('section 7: every /client/user call and the login log have a screen', () => {
  it('lists all 22 calls', () => {
    expect(endpoints.map((e) => e.path)).toHaveLength(22);
  });
  it.each(endpoints.map((e) => [e.path, e] as const))('%s is used by a page', (_path, endpoint) => {
    const names = namesOf(endpoint);
    expect(names.length).toBeGreaterThan(0);
    const used = names.filter((name) => new RegExp(`\\b${name}\\b`).test(code));
    expect(used, `none of ${names.join(', ')} is used under src/pages`).not.toHaveLength(0);
  });
});
