import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/**
 * The routes and languages pre-rendered; src/prerender/choose.ts picks among them in the browser.
 * `page`: the route's page module (src/routes/publicRoutes.ts), whose chunks the chooser requests
 * with the entry's.
 */
const ROUTES = [
  { path: '/index', page: 'src/pages/public/index/IndexPage.tsx' },
  { path: '/login', page: 'src/pages/login/LoginPage.tsx' },
];
const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;

/** The name of the chunk every page needs (vite.config.ts), which the chooser evaluates first. */
export const FRAMEWORK_CHUNK = 'framework';
const NONCE = '__CSP_NONCE__';

interface RenderModule {
  renderPage: (
    route: string,
    lng: (typeof LANGUAGES)[number],
  ) => Promise<{ html: string; css: string; title: string }>;
  defaultThemeVariables: () => { id: string; key: string; css: string };
  TOKEN_COOKIE: string;
  PRERENDERED_STYLES_ATTRIBUTE: string;
  pageId: (route: string, lng: string) => string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Markup kept as text until the chooser picks it (src/prerender/chooser.ts): a script element of a
 * type that never runs, which the HTML parser reads to its end tag without building elements. A
 * `<template>` would have its elements built for all eight pages, where one is shown (about a
 * quarter of the parse before the first paint, docs/performance.md). The text must not close the
 * element early: React escapes `<` in text and attribute values, so only a script element in the
 * markup could, and the check makes sure there is none.
 */
function inertHtml(attributes: string, html: string): string {
  if (/<\/?script/i.test(html)) throw new Error('prerender: pre-rendered markup contains a script element');
  return `<script type="text/html" ${attributes}>${html}</script>`;
}

/**
 * Pre-renders /index and /login into the built index.html (decision 0043). After the browser build:
 * 1. an SSR build of src/prerender/render.tsx (the app's providers and routes, react-dom/server,
 *    styled-components' ServerStyleSheet), run in Node for each route and language;
 * 2. the markup and the CSS (shared between pages) go in as text, in `<script type="text/html">`
 *    elements: nothing shows, nothing loads, nothing runs, and the browser does not even build their
 *    elements; every `<style>` in them has the CSP nonce placeholder;
 * 3. src/prerender/chooser.ts, built as one small IIFE, goes in as an inline script with the nonce:
 *    it shows the page that matches the address before the first paint; main.tsx hydrates it.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  /** Each pre-rendered route's page chunk and the chunks it imports, as the page refers to them. */
  const routeChunks = new Map<string, string[]>();
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      if (config.build.ssr || config.build.lib || process.env.CP_PRERENDER_INNER) return;
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      for (const { path: route, page } of ROUTES) {
        const facade = path.resolve(config.root, page);
        const chunk = chunks.find((c) => c.facadeModuleId === facade);
        if (!chunk) throw new Error(`prerender: no chunk for ${route}'s page ${page}`);
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of (bundle[fileName] as Rollup.OutputChunk | undefined)?.imports ?? [])
            add(imported);
        };
        add(chunk.fileName);
        routeChunks.set(
          route,
          [...files].map((fileName) => config.base + fileName),
        );
      }
    },
    async closeBundle() {
      if (config.build.ssr || config.build.lib || process.env.CP_PRERENDER_INNER) return;
      process.env.CP_PRERENDER_INNER = '1';
      const started = Date.now();
      const ssrDir = path.join(config.root, 'node_modules/.prerender');
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // Node would load styled-components' CommonJS build, whose default export is not `styled`.
          ssr: { noExternal: true },
          build: {
            ssr: 'src/prerender/render.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
            minify: false,
          },
        });
        // No query string on the URL: the route chunks import this very module.
        const render = (await import(pathToFileURL(path.join(ssrDir, 'render.js')).href)) as RenderModule;
        const file = path.resolve(config.root, config.build.outDir, 'index.html');
        let html = readFileSync(file, 'utf8');
        // The entry module is imported by the chooser, after the first paint (src/prerender/chooser.ts).
        const entryTag = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/.exec(html);
        if (!entryTag) throw new Error('prerender: no entry <script type="module"> in index.html');
        html = html.replace(entryTag[0], '');
        // And so are its static imports, so no script request comes before that paint.
        const preloads: string[] = [];
        html = html.replace(
          /<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g,
          (_, href: string) => {
            preloads.push(href);
            return '';
          },
        );
        // A route's chunks the entry does not already bring: requested with it, so the page's own
        // code does not wait for the entry to run, and Vite's preload helper finds them in place.
        const routePreloads = Object.fromEntries(
          [...routeChunks].map(([route, files]) => [
            route,
            files.filter((file) => !preloads.includes(file) && file !== entryTag[1]),
          ]),
        );
        const chooser = await buildChooser(
          config,
          render.TOKEN_COOKIE,
          entryTag[1]!,
          preloads,
          routePreloads,
        );
        const year = new Date().getFullYear();
        const styles = new Map<string, string>();
        const pages: string[] = [];
        const theme = render.defaultThemeVariables();
        for (const { path: route } of ROUTES) {
          for (const lng of LANGUAGES) {
            const page = await render.renderPage(route, lng);
            const key = createHash('sha1').update(page.css).digest('hex').slice(0, 8);
            const stylesId = `cp-prerender-styles-${key}`;
            if (!styles.has(stylesId)) {
              styles.set(
                stylesId,
                inertHtml(
                  `id="${stylesId}"`,
                  `<style id="${theme.id}" data-theme-key="${theme.key}" nonce="${NONCE}">${theme.css}</style>` +
                    `<style ${render.PRERENDERED_STYLES_ATTRIBUTE} nonce="${NONCE}">${page.css}</style>`,
                ),
              );
            }
            // A style attribute in the HTML would need 'unsafe-inline' (decision 0035); the chooser sets
            // it through the CSSOM instead, as React does.
            const markup = page.html.replace(/ style="/g, ' data-cp-style="');
            pages.push(
              inertHtml(
                `id="${render.pageId(route, lng)}" data-year="${year}" ` +
                  `data-styles="${stylesId}" data-title="${escapeAttribute(page.title)}"`,
                markup,
              ),
            );
          }
        }
        const block = [...styles.values(), ...pages, `<script nonce="${NONCE}">${chooser}</script>`].join(
          '\n',
        );
        if (!html.includes('<div id="root"></div>'))
          throw new Error('prerender: no empty #root in index.html');
        writeFileSync(file, html.replace('<div id="root"></div>', `<div id="root"></div>\n${block}`));
        rmSync(ssrDir, { recursive: true, force: true });
        config.logger.info(
          `prerender: ${pages.length} pages, ${styles.size} style sets, ${Math.round(block.length / 1024)} kB of HTML in ${Date.now() - started} ms`,
        );
      } finally {
        // Left behind only when something failed, to be read.
        delete process.env.CP_PRERENDER_INNER;
      }
    },
  };
}

/** src/prerender/chooser.ts as one minified IIFE, with the build's token cookie name and scripts. */
async function buildChooser(
  config: ResolvedConfig,
  tokenCookie: string,
  entry: string,
  preloads: string[],
  routePreloads: Record<string, string[]>,
): Promise<string> {
  const output = (await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: {
      __TOKEN_COOKIE__: JSON.stringify(tokenCookie),
      __APP_ENTRY__: JSON.stringify(entry),
      __APP_PRELOADS__: JSON.stringify(preloads),
      // The framework chunk, which the chooser has evaluated before the entry.
      __APP_FIRST__: JSON.stringify(
        preloads.find((href) => href.split('/').pop()?.startsWith(`${FRAMEWORK_CHUNK}-`)) ?? '',
      ),
      __ROUTE_PRELOADS__: JSON.stringify(routePreloads),
    },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry: 'src/prerender/chooser.ts', formats: ['iife'], name: 'cpPrerender' },
      rolldownOptions: {
        // The ui and api packages have no side effects at import time (vite.config.ts).
        treeshake: {
          moduleSideEffects: (id: string) => !/\/packages\/(ui|api)\/src\//.test(id.replace(/\\/g, '/')),
        },
      },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const chunk = (Array.isArray(output) ? output[0]! : output).output.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('prerender: the chooser was not built');
  if (chunk.code.includes('</script')) throw new Error('prerender: the chooser contains </script');
  return chunk.code.trim();
}
