import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consoleRoutes } from './consoleRoutes';
import { flattenRoutes } from './access';
import { HOME_PATH } from './paths';
import { publicRoutes } from './publicRoutes';
import { safeRedirect } from './safeRedirect';

const ORIGIN = 'https://portal.example';

const hostile = [
  'https://evil.example',
  'http://evil.example/homepage/homepage',
  '//evil.example',
  '//evil.example/homepage/homepage',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '/javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https:evil.example',
  '%2F%2Fevil.example',
  '/%2Fevil.example',
  '/%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '/%255Cevil.example',
  ' /homepage/homepage',
  '/homepage/homepage ',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\u200b/evil.example',
  '/login?redirect=https://evil.example',
  '/login?redirect=%2F%2Fevil.example',
  '/login',
  '/LOGIN?redirect=//evil.example',
  '/homepage/homepage?redirect=//evil.example',
  '/homepage/homepage?next=%252F%252Fevil.example%253Fredirect%253D',
  '/../evil.example',
  '/homepage/../../evil',
  '/homepage/homepage#//evil.example',
  '@evil.example',
  'evil.example',
  'homepage/homepage',
  '',
  '/%',
  '/homepage?x=%E0%A4%A',
  `/${'a'.repeat(3000)}`,
];

describe('safeRedirect', () => {
  it.each(hostile)('sends %j to the home page', (value) => {
    expect(safeRedirect(value)).toBe(HOME_PATH);
  });

  it('sends anything that is not text to the home page', () => {
    for (const value of [undefined, null, 42, {}, ['/homepage/homepage']]) {
      expect(safeRedirect(value)).toBe(HOME_PATH);
    }
  });

  it('keeps every path of the route tables, with an ordinary query', () => {
    const paths = [
      ...flattenRoutes(consoleRoutes).map((r) => r.path),
      ...publicRoutes.map((r) => r.path),
    ].filter((path) => path !== '/login');
    for (const path of paths) {
      expect(safeRedirect(path)).toBe(path);
      expect(safeRedirect(`${path}?id=42&tab=a%20b`)).toBe(`${path}?id=42&tab=a%20b`);
    }
  });

  it('property: every result stays on this origin and is either the input or the home page', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (value) => {
        const result = safeRedirect(value);
        expect(result === value || result === HOME_PATH).toBe(true);
        const resolved = new URL(result, `${ORIGIN}/`);
        expect(resolved.origin).toBe(ORIGIN);
        expect(result.startsWith('/')).toBe(true);
        expect(result).not.toMatch(/^\/[/\\]/);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('property: a hostile prefix makes any value go home', () => {
    const prefixes = fc.constantFrom(
      '//',
      '/\\',
      '\\',
      'https://',
      'javascript:',
      '%2F%2F',
      '/%5C',
      ' ',
      '/login?redirect=',
    );
    fc.assert(
      fc.property(prefixes, fc.string({ maxLength: 40 }), (prefix, rest) => {
        expect(safeRedirect(prefix + rest)).toBe(HOME_PATH);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('property: internal paths built from safe segments are kept as given', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        fc.pre(!/^\/login(\/|$)/i.test(path));
        expect(safeRedirect(path)).toBe(path);
      }),
    );
  });
});
