import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { LANGUAGES } from '../ui/src/i18n/languages';

/** The routes pre-rendered, in every language; src/prerender/choose.ts picks among them in the browser. */
const ROUTES = ['/index', '/login'];
const NONCE = '__CSP_NONCE__';
/** Where the pre-render's server bundle is written, run and removed (inside the portal's root). */
const SERVER_DIR = 'node_modules/.prerender';

interface RenderModule {
  renderPage: (
    route: string,
    lng: (typeof LANGUAGES)[number],
  ) => Promise<{ html: string; styles: string; title: string }>;
  defaultThemeVariables: () => { id: string; key: string; css: string };
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

const chunkOf = (output: unknown): Rollup.OutputChunk => {
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunk = outputs[0]?.output.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('prerender: a build gave no chunk');
  return chunk;
};

/**
 * Pre-renders /index and /login into the built index.html (decision 0055), in the one `vite build`:
 * the plugin adds two environments to the browser's (`client`), built in turn by Vite's app builder
 * (`buildApp`), each with the same configuration (vite.config.ts: plugins, aliases, the workspace's
 * side effects, styled-components' ids):
 * 1. `client`, the browser build, as without the pre-render;
 * 2. `prerender`, a server build of src/prerender/render.tsx (the app's providers and route objects,
 *    react-dom/server's `renderToString`, styled-components' `ServerStyleSheet`), which renders each
 *    route in each language in Node;
 * 3. `chooser`, src/prerender/chooser.ts as one small IIFE, in memory.
 * Then each page's markup and styles go into index.html as inert text, every `<style>` with the CSP
 * nonce placeholder, and the chooser as an inline script with the nonce: it shows the page that
 * matches the address before the first paint and then loads the entry (its `data-entry`), whose
 * src/main.tsx hydrates it.
 */
export function prerender(): Plugin {
  return {
    name: 'prerender',
    apply: 'build',
    config: () => ({
      builder: {},
      environments: {
        prerender: {
          consumer: 'server',
          // Node would load styled-components' CommonJS build, whose default export is not `styled`.
          resolve: { noExternal: true },
          build: {
            outDir: SERVER_DIR,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            minify: false,
            copyPublicDir: false,
            rolldownOptions: { input: 'src/prerender/render.tsx' },
          },
        },
        chooser: {
          consumer: 'client',
          build: {
            write: false,
            sourcemap: false,
            copyPublicDir: false,
            manifest: false,
            lib: { entry: 'src/prerender/chooser.ts', formats: ['iife'], name: 'cpPrerender' },
          },
        },
      },
    }),
    // The chooser is one script: the browser build's chunk groups (vite.config.ts) are not its. (Vite
    // gives every environment but the client a copy of the top-level options.)
    configEnvironment(name, options) {
      const output = options.build?.rolldownOptions?.output;
      if (name === 'chooser' && output && !Array.isArray(output)) delete output.advancedChunks;
    },
    buildApp: async (builder) => {
      const { client, prerender: server, chooser } = builder.environments;
      if (!client || !server || !chooser) throw new Error('prerender: an environment is missing');
      await builder.build(client);
      const started = Date.now();
      await builder.build(server);
      const chooserCode = chunkOf(await builder.build(chooser)).code.trim();
      if (chooserCode.includes('</script')) throw new Error('prerender: the chooser contains </script');
      const { root } = builder.config;
      const serverDir = path.resolve(root, SERVER_DIR);
      const render = (await import(pathToFileURL(path.join(serverDir, 'render.js')).href)) as RenderModule;
      const file = path.resolve(root, client.config.build.outDir, 'index.html');
      let html = readFileSync(file, 'utf8');
      const entryTag = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/.exec(html);
      if (!entryTag) throw new Error('prerender: no entry script in index.html');
      html = html.replace(entryTag[0], '');
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
      const block = [
        ...styles.values(),
        ...pages,
        `<script nonce="${NONCE}" data-entry="${escapeAttribute(entryTag[1]!)}">${chooserCode}</script>`,
      ].join('\n');
      if (!html.includes('<div id="root"></div>')) throw new Error('prerender: no empty #root in index.html');
      writeFileSync(file, html.replace('<div id="root"></div>', `<div id="root"></div>\n${block}`));
      rmSync(serverDir, { recursive: true, force: true });
      builder.config.logger.info(
        `prerender: ${pages.length} pages, ${styles.size} style sets, ${Math.round(block.length / 1024)} kB of HTML in ${Date.now() - started} ms`,
      );
    },
  };
}
