import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/** The routes and languages pre-rendered; src/prerender/choose.ts picks among them in the browser. */
const ROUTES = ['/index', '/login'];
const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
const NONCE = '__CSP_NONCE__';

interface RenderModule {
  renderPage: (
    route: string,
    lng: (typeof LANGUAGES)[number],
  ) => Promise<{ html: string; styles: string; title: string }>;
  defaultThemeVariables: () => { id: string; key: string; css: string };
  TOKEN_COOKIE: string;
  pageId: (route: string, lng: string) => string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Markup kept as text until the chooser picks it: a script element of a type that never runs, so
 * the seven pages not shown cost the parser nothing. React escapes `<` in text and attribute values,
 * so only a script element in the markup could end it early, and the check makes sure there is none.
 */
function inertHtml(attributes: string, html: string): string {
  if (/<\/?script/i.test(html)) throw new Error('prerender: pre-rendered markup contains a script element');
  return `<script type="text/html" ${attributes}>${html}</script>`;
}

/**
 * Pre-renders /index and /login into the built index.html (decision 0055). After the browser build:
 * 1. an SSR build of src/prerender/render.tsx (the app's providers and route objects,
 *    react-dom/server's `renderToString`, styled-components' `ServerStyleSheet`) renders each route
 *    in each language in Node;
 * 2. each page's markup and styles go into index.html as inert text, every `<style>` with the CSP
 *    nonce placeholder;
 * 3. src/prerender/chooser.ts, built as one small IIFE, goes in as an inline script with the nonce:
 *    it shows the page that matches the address before the first paint, and src/main.tsx hydrates it.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
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
        const render = (await import(pathToFileURL(path.join(ssrDir, 'render.js')).href)) as RenderModule;
        const file = path.resolve(config.root, config.build.outDir, 'index.html');
        let html = readFileSync(file, 'utf8');
        const entryTag = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/.exec(html)!;
        html = html.replace(entryTag[0], '');
        const chooser = await buildChooser(config, render.TOKEN_COOKIE, entryTag[1]!);
        const year = new Date().getFullYear();
        const theme = render.defaultThemeVariables();
        const styles = new Map<string, string>();
        const pages: string[] = [];
        for (const route of ROUTES) {
          for (const lng of LANGUAGES) {
            const page = await render.renderPage(route, lng);
            const stylesId = `cp-prerender-styles-${createHash('sha1').update(page.styles).digest('hex').slice(0, 8)}`;
            if (!styles.has(stylesId)) {
              styles.set(
                stylesId,
                inertHtml(
                  `id="${stylesId}"`,
                  `<style id="${theme.id}" data-theme-key="${theme.key}" nonce="${NONCE}">${theme.css}</style>` +
                    page.styles.replace(/<style /g, `<style nonce="${NONCE}" `),
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

/** src/prerender/chooser.ts as one minified IIFE, with the build's token cookie name. */
async function buildChooser(config: ResolvedConfig, tokenCookie: string, entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: {
      __TOKEN_COOKIE__: JSON.stringify(tokenCookie),
      __ENTRY__: JSON.stringify(entry),
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
