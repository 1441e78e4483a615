import { describe, expect, it } from 'vitest';
import {
  entryKey,
  firstLoad,
  moduleKey,
  ownChunks,
  routesFromSource,
  staticClosure,
  stringConstants,
} from './graph.mjs';
import { forbiddenIn, namespaceListsOf, namespacesOf } from './modules.mjs';

// A small build: the entry imports the framework; two pages share a table chunk; the login page
// imports the wallet dialog only dynamically; the mock backend is a dynamic import of the entry.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: ['src/pages/Index.tsx', 'src/pages/Login.tsx', '../api/src/mocks/browser.ts'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_framework.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'src/pages/Index.tsx': {
    file: 'assets/Index.js',
    isDynamicEntry: true,
    imports: ['_framework.js', '_zod.js'],
  },
  'src/pages/Login.tsx': {
    file: 'assets/Login.js',
    isDynamicEntry: true,
    imports: ['_framework.js', '_table.js'],
    dynamicImports: ['src/wallet/Dialog.tsx'],
  },
  'src/pages/Orders.tsx': { file: 'assets/Orders.js', imports: ['_table.js', '_orders-only.js'] },
  '_orders-only.js': { file: 'assets/orders-only.js' },
  'src/wallet/Dialog.tsx': { file: 'assets/Dialog.js', imports: ['_ethers.js'] },
  '_ethers.js': { file: 'assets/ethers.js' },
  '../api/src/mocks/browser.ts': { file: 'assets/browser.js', imports: ['_msw.js'] },
  '_msw.js': { file: 'assets/msw.js' },
};

describe('route-sizes graph walk', () => {
  it('follows static imports transitively and never dynamic ones', () => {
    expect([...staticClosure(manifest, ['src/pages/Login.tsx'])].sort()).toEqual([
      '_framework.js',
      '_table.js',
      'src/pages/Login.tsx',
    ]);
  });

  it("a route's first load is the entry's closure plus the page's, not the mock backend or lazy dialogs", () => {
    const load = firstLoad(manifest, { lazy: ['src/pages/Login.tsx'] });
    expect([...load].sort()).toEqual(['_framework.js', '_table.js', 'index.html', 'src/pages/Login.tsx']);
    expect(load.has('../api/src/mocks/browser.ts')).toBe(false);
    expect(load.has('src/wallet/Dialog.tsx')).toBe(false);
  });

  it("a page's own chunks leave out what the shell loads and what another page shares", () => {
    const shell = staticClosure(manifest, ['index.html']);
    const own = ownChunks(manifest, 'src/pages/Orders.tsx', shell, [
      'src/pages/Orders.tsx',
      'src/pages/Login.tsx',
    ]);
    expect([...own].sort()).toEqual(['_orders-only.js', 'src/pages/Orders.tsx']);
  });

  it('fails loudly on a key the manifest does not have', () => {
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['missing'] } }, ['a'])).toThrow(/missing/);
    expect(() => moduleKey(manifest, 'src/pages/Nowhere')).toThrow(/no chunk/);
  });

  it('finds the entry and source modules by path', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(moduleKey(manifest, 'src/pages/Login')).toBe('src/pages/Login.tsx');
  });

  it('reads routes and their pages from a route table, constants, bare and landing routes included', () => {
    const source = `export const HOME_PATH = '/home';
      const routes = [
        { path: '/index', name: 'Index', landing: true, page: () => import('../pages/Index') },
        { path: '/login', bare: true, page: () => import('../pages/Login') },
        { path: '/parent', children: [{ path: HOME_PATH, page: () => import('../pages/Home') }] },
        { path: '/nopage' },
      ];`;
    expect(routesFromSource(source, stringConstants(source))).toEqual([
      { path: '/index', module: '../pages/Index', bare: false, landing: true },
      { path: '/login', module: '../pages/Login', bare: true, landing: false },
      { path: '/home', module: '../pages/Home', bare: false, landing: false },
    ]);
  });
});

describe('route-sizes module checks', () => {
  it('names the on-demand libraries found by module id', () => {
    const modules = [
      { id: 'node_modules/.pnpm/react@19/node_modules/react/index.js' },
      { id: 'node_modules/.pnpm/ethers@6/node_modules/ethers/lib.esm/index.js' },
      { id: 'packages/api/src/mocks/handlers.ts' },
      { id: 'packages/ui/src/components/Chart/LazyChart.tsx' },
    ];
    expect(forbiddenIn(modules)).toEqual(['ethers / wallet code', 'mock backend (msw)']);
    expect(forbiddenIn([{ id: 'packages/ui/src/components/Chart/LineChart.tsx' }])).toEqual([
      'ui Chart (d3)',
    ]);
  });

  it('finds the namespaces a module asks for', () => {
    const text =
      "useTranslation(['public', 'portal']); useTranslation(); i18n.getFixedT(null, 'billing'); t('wallet:x')";
    expect([...namespacesOf([{ id: 'packages/portal/src/a.tsx', text }])].sort()).toEqual([
      'billing',
      'common',
      'portal',
      'public',
      'wallet',
    ]);
    expect(namespacesOf([{ id: 'node_modules/x/index.js', text }]).size).toBe(0);
    expect(namespaceListsOf("export const START_NAMESPACES = ['common', 'ui'];")).toEqual({
      START: ['common', 'ui'],
    });
  });
});
