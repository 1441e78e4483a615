// What scripts/route-sizes.mjs looks for inside chunks, by module id (the source map's `sources`).

/** Libraries that must be in no route's first load, each found by its module ids. */
export const ON_DEMAND = [
  {
    name: 'ethers / wallet code',
    test: /node_modules\/(ethers|@noble|@adraffy|siwe|@spruceid|mipd)\/|packages\/portal\/src\/wallet\//,
  },
  { name: 'export libraries (exceljs, fflate)', test: /node_modules\/(exceljs|fflate)\// },
  { name: 'pinyin-pro', test: /node_modules\/pinyin-pro\// },
  // The console header's page search: fetched when idle or on the search box's first focus.
  { name: 'fuse.js', test: /node_modules\/fuse\.js\// },
  {
    name: 'ui Chart (d3)',
    test: /node_modules\/d3-[a-z]+\/|packages\/ui\/src\/components\/Chart\/(?!LazyChart|ChartState)/,
  },
  { name: 'DOMPurify', test: /node_modules\/dompurify\/|packages\/ui\/src\/components\/RichText\/sanitize/ },
  { name: 'mock backend (msw)', test: /node_modules\/(msw|@mswjs)\/|packages\/api\/src\/mocks\// },
  // The self-built page's compiler (decision 0076): soljson.js is an asset its worker fetches on the
  // first compile; the worker's wrapper is imported then too.
  {
    name: 'solc (the Solidity compiler)',
    test: /node_modules\/solc\/|packages\/portal\/src\/chains\/(compileInWorker|solc\.worker)\./,
  },
  // The deploy form (constructor checks with ethers, the wallet deployment): after a template is chosen.
  {
    name: 'contract deploy form',
    test: /packages\/portal\/src\/chains\/(constructorForm|deployWithWallet|abiValues)\.|contracts\/deploy\/(ContractDeployForm|useWalletDeploy)\./,
  },
  { name: 'contract artefacts (@chainportal/chains)', test: /packages\/chains\// },
  // Field measurements and error reports (decisions 0095, 0096): after the first paint, when configured.
  {
    name: 'field measurements and error reports (web-vitals, @sentry/browser)',
    test: /node_modules\/(web-vitals|@sentry)\/|packages\/portal\/src\/app\/(fieldReports|vitals|errorReports|sentryReporter|scrub)\./,
  },
];

/** The on-demand libraries found among modules. @param {{ id: string }[]} modules */
export function forbiddenIn(modules) {
  return ON_DEMAND.filter(({ test }) => modules.some((m) => test.test(m.id))).map(({ name }) => name);
}

export const KNOWN_NAMESPACES = [
  'common',
  'ui',
  'portal',
  'site',
  'public',
  'console',
  'billing',
  'account',
  'wallet',
  'chains',
  'contracts',
  'builder',
  'explorer',
];

/** The namespace names quoted in a piece of source text. */
export function namespaceNames(text) {
  return [...text.matchAll(/['"`](\w+)['"`]/g)].map((m) => m[1]).filter((n) => KNOWN_NAMESPACES.includes(n));
}

/**
 * The translation namespaces modules of the repository ask for: `useTranslation('ns')`,
 * `useTranslation(['a', 'b'])`, `getFixedT(x, 'ns')`, `ns: [...]` and `t('ns:key')`. `useTranslation()`
 * means `common`. Library code (node_modules) is skipped.
 * @param {{ id: string, text: string }[]} modules
 */
export function namespacesOf(modules) {
  const found = new Set();
  for (const { id, text } of modules) {
    if (id.includes('node_modules/') || !/\.(tsx?|jsx?)$/.test(id)) continue;
    for (const m of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
      const list = namespaceNames(m[1]);
      for (const n of list.length > 0 ? list : ['common']) found.add(n);
    }
    for (const m of text.matchAll(/getFixedT\([^,]*,\s*([^)]*)\)/g))
      namespaceNames(m[1]).forEach((n) => found.add(n));
    for (const m of text.matchAll(/\bns:\s*(\[[^\]]*\]|['"`]\w+['"`])/g))
      namespaceNames(m[1]).forEach((n) => found.add(n));
    for (const m of text.matchAll(/\bt\(\s*['"`](\w+):/g))
      if (KNOWN_NAMESPACES.includes(m[1])) found.add(m[1]);
  }
  return found;
}

/** `export const X_NAMESPACES = ['a', 'b'];` lists of a source file, by X. */
export function namespaceListsOf(source) {
  return Object.fromEntries(
    [...source.matchAll(/export const (\w+)_NAMESPACES\s*=\s*\[([^\]]*)\]/g)].map((m) => [
      m[1],
      namespaceNames(m[2]),
    ]),
  );
}
