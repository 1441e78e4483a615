import react from '@vitejs/plugin-react';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { prerender } from './vite.prerender';
import { startupText } from './vite.startupText';

// The workspace packages have no side effects at import time (styled-components definitions are
// pure), so unused components and endpoints are dropped from the bundle.
const PURE_WORKSPACE = /\/packages\/(ui|api)\/src\/(?!mocks\/)/;

// siwe `require`s the whole ethers namespace for three functions; give it only those (decision 0018).
const siweEthers: Plugin = {
  name: 'siwe-slim-ethers',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'ethers' && importer && /[\\/]siwe[\\/]dist[\\/]/.test(importer)) {
      return fileURLToPath(new URL('./src/wallet/siweEthers.ts', import.meta.url));
    }
    return undefined;
  },
};

/**
 * The on-demand libraries, each a chunk of its own with a stable name for the size budgets
 * (.size-limit.json) and loaded only when a user asks for what it does.
 */
const ON_DEMAND_GROUPS = [
  { name: 'ethers', test: /node_modules[\\/](ethers|@noble|@adraffy|aes-js|@scure)[\\/]/, priority: 20 },
  {
    name: 'wallet-libs',
    test: /node_modules[\\/](siwe|@spruceid|apg-js|@stablelib|mipd)[\\/]/,
    priority: 20,
  },
  { name: 'pinyin', test: /node_modules[\\/]pinyin-pro[\\/]/, priority: 20 },
  // Export libraries: downloaded only when a user exports a list or zips invoices.
  { name: 'exceljs', test: /node_modules[\\/]exceljs[\\/]/, priority: 20 },
  { name: 'fflate', test: /node_modules[\\/]fflate[\\/]/, priority: 20 },
  // The demo backend's invoice PDFs (pdf-lib, decision 0069): written only where a font subsetter is
  // registered (the HTTP API, Vitest), so the in-browser demo never downloads this chunk.
  { name: 'invoice-pdf', test: /node_modules[\\/](pdf-lib|@pdf-lib|pako)[\\/]/, priority: 20 },
  // Error reports to Sentry (decision 0096): only when config.json names a DSN.
  { name: 'sentry', test: /node_modules[\\/]@sentry[\\/]/, priority: 20 },
  // The templates' artefacts (packages/chains/artifacts): the in-browser demo backend reads them
  // whole, the chain browser their names and ABIs only (@chainportal/chains/abis); one chunk, on demand.
  { name: 'artefacts', test: /[\\/]packages[\\/]chains[\\/]artifacts[\\/][^\\/]+\.json$/, priority: 20 },
  // Field measurements (decision 0095): only for the visits the sample picks.
  { name: 'web-vitals', test: /node_modules[\\/]web-vitals[\\/]/, priority: 20 },
];

/**
 * A console page's chunk, opened by a click once the console runs: the only dynamic imports whose
 * chunks Vite's helper preloads (decision 0107). Not the home page's (src/main.tsx loads it at start,
 * where each preload link costs the start-up, decision 0080), not the public pages' (the entry imports
 * them), not the lazily loaded parts of a page (menus, dialogs: their chunks are small and few).
 */
const consolePageChunk = (file: string) => /(^|\/)(?!HomePage-)\w+Page-[\w-]+\.js$/.test(file);

/** The modules a signed-in visit loads at start (src/main.tsx): their chunks are never preloaded again. */
const CONSOLE_START =
  /[\\/]src[\\/](main\.tsx|frame[\\/]ConsoleFrame\.tsx|routes[\\/]consoleRouteObjects\.tsx|pages[\\/]console[\\/]home[\\/]HomePage\.tsx)$/;

/**
 * The chunks of the console's start (CONSOLE_START's and every chunk they import), known once the
 * bundle is written: a console page's preload list leaves them out, as they are loaded already.
 */
const consoleStart = (() => {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'chainportal:console-start-chunks',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        files.clear();
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const chunk of chunks)
          if (chunk.facadeModuleId && CONSOLE_START.test(chunk.facadeModuleId)) visit(chunk.fileName);
      },
    },
  };
  return { files, plugin };
})();

/**
 * The build's version in error reports and field measurements (decisions 0095, 0096): VITE_RELEASE
 * when set, else the portal's package version and the commit (`portal@0.1.0+1a2b3c4`). Only the
 * on-demand reporting chunks hold it.
 */
const release = (() => {
  if (process.env.VITE_RELEASE) return process.env.VITE_RELEASE;
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim();
  return `portal@${version}${commit ? `+${commit}` : ''}`;
})();

const fromPortal = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/**
 * react-router's package exports point at its development build only (remix-run/react-router#12532):
 * the build takes its production files instead, the same code with its development warnings off
 * (`ENABLE_DEV_WARNINGS = false`), smaller. The dev server keeps the warnings.
 */
const reactRouterProduction = (() => {
  const resolved = createRequire(fromPortal('react-router-dom')).resolve('react-router');
  const dist = resolved.slice(0, resolved.lastIndexOf(`${path.sep}development${path.sep}`));
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'production', 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'production', 'dom-export.mjs') },
  ];
})();

export default defineConfig(({ command }) => ({
  // The pre-render of /index and /login (decision 0055); the start screen's text in every language.
  plugins: [react(), siweEthers, prerender(), startupText(), consoleStart.plugin],
  // styled-components' ids from each component's file and place (Oxc's port of
  // babel-plugin-styled-components' `ssr` option), the same in the browser's build and the
  // pre-render's: without them styled-components numbers components in the order they are created,
  // which differs between the two bundles, and the pre-rendered class names would not be the
  // browser's (decision 0099). No display names: they would only lengthen every class. The CSS in
  // each template is minified: without it /login's first load was 209.1 kB gzip, with it 208.4 kB
  // (its budget is 208.5 kB), /index 173.7 → 173.1 kB, the console shell 243.8 → 242.4 kB.
  oxc: {
    plugins: {
      styledComponents: { ssr: true, displayName: false, fileName: false, minify: true },
    },
  },
  resolve: {
    alias: [
      // SWR imports the React 17 shim of useSyncExternalStore; React 19 has it built in.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/syncExternalStore.ts', import.meta.url)),
      },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  base: './',
  define: { 'import.meta.env.VITE_RELEASE': JSON.stringify(release) },
  // Every script, style and preload tag of index.html carries this placeholder as its nonce, and a
  // <meta property="csp-nonce"> holds it for styled-components and Vite's preload helper; the server
  // replaces it per response with the nonce of its Content-Security-Policy (deploy/README.md).
  html: { cspNonce: '__CSP_NONCE__' },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // No <link rel="modulepreload"> in index.html, nor from Vite's helper at start: the browser's
    // module loader fetches what each module imports, over the one HTTP/2 connection. Each link the
    // helper appended cost the main thread 1 to 2 ms; without them /login's mobile Lighthouse median
    // went from 93 to 99 and the console home's from 70 to 80 (decision 0080). A console page opened
    // later by a click gets its chunks' links, all at once instead of one level of imports at a time
    // (decision 0107).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostId, hostType }) => {
        return hostType === 'js' && consolePageChunk(filename) && !/(^|\/)index-[\w-]+\.js$/.test(hostId)
          ? deps.filter((dep) => !consoleStart.files.has(dep))
          : [];
      },
    },
    sourcemap: true,
    // scripts/route-sizes.mjs walks the manifest to measure each route's first load.
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Stable names for the size budgets (.size-limit.json): the framework every page needs, and
        // the on-demand libraries that must stay out of the first load.
        advancedChunks: {
          groups: [
            ...ON_DEMAND_GROUPS,
            // A form's field frame and the icon buttons it shows: two small chunks /login and the
            // console shell each load, one chunk instead (decision 0106: /login 208.6 → 208.4 kB).
            {
              name: 'form-field',
              test: /[\\/]packages[\\/]ui[\\/]src[\\/](components[\\/]FormField[\\/]FormField\.tsx|internal[\\/]iconButtons\.ts)$/,
              priority: 5,
            },
            // What every page needs to render. zod and swr are not in it: they go with the code that
            // reads the api (scripts/route-sizes.mjs checks each route's first load).
            {
              name: 'framework',
              // And zod's no-eval switch (src/app/zodJitless.ts): the framework runs first, so the
              // switch is set before any chunk that defines a schema is loaded (strict CSP, decision 0035).
              // And the analytics provider list (src/app/analyticsProviders.ts), read by the entry and
              // by the config schema it loads: alone it was a chunk of its own in every first load.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion|i18next|react-i18next|i18next-resources-to-backend|js-cookie|tslib)[\\/]|[\\/]src[\\/]app[\\/](zodJitless|analyticsProviders)\.ts$/,
              priority: 10,
            },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: (id: string) => !PURE_WORKSPACE.test(id.replace(/\\/g, '/')),
      },
    },
  },
}));
