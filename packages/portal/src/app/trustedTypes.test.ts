import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RADIX_STYLES } from './trustedTypes';

// The default policy lets through the very text Radix renders: read from the installed packages.
const radixRequire = createRequire(
  createRequire(new URL('../../../ui/package.json', import.meta.url)).resolve('radix-ui'),
);

describe('Trusted Types default policy', () => {
  it.each(['react-select', 'react-scroll-area'])('allows the style text of @radix-ui/%s', (name) => {
    const source = readFileSync(radixRequire.resolve(`@radix-ui/${name}`).replace(/\.js$/, '.mjs'), 'utf8');
    const styles = [...source.matchAll(/__html: `([^`]*)`/g)].map((m) => m[1]);
    expect(styles.length).toBeGreaterThan(0);
    for (const text of styles) expect(RADIX_STYLES.has(text!)).toBe(true);
  });
});
