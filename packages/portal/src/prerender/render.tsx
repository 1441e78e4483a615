// The pre-render's server entry (decision 0055), built by vite.prerender.ts with Vite's SSR build and
// run at build time in Node: renders a public route in a language to HTML with its styled-components
// CSS, through the app's own providers and route objects, so the browser can hydrate it.
import type { i18n as I18n, TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  createI18n,
  DEFAULT_SIZE,
  DEFAULT_THEME_COLOR,
  THEME_STYLE_ID,
  themeVariables,
  type Language,
} from '@chainportal/ui';
import { createPortalClient } from '../app/client';
import { Providers } from '../app/Providers';
import { buildRouteObjects } from '../routes/routeObjects';
import { START_NAMESPACES } from '../i18n/namespaces';

// The id of each pre-rendered page's element, which the chooser looks up (choose.ts).
export { pageId } from './choose';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's styled-components `<style>` element (global styles and every rendered component). */
  styles: string;
  /** The document title the app sets for the page. */
  title: string;
}

/**
 * The style element ui's ThemeProvider writes at run time for the default theme and size: its id,
 * its key and its `:root` rule. The browser finds it in the pre-rendered page and keeps it.
 */
export function defaultThemeVariables(): { id: string; key: string; css: string } {
  return { id: THEME_STYLE_ID, ...themeVariables(DEFAULT_THEME_COLOR, DEFAULT_SIZE) };
}

function pageTitle(i18n: I18n, title: string | undefined): string {
  const site = i18n.t('common:siteTitle');
  return title ? `${i18n.t(`portal:route.${title}` as 'portal:route.home')} - ${site}` : site;
}

/** Renders `path` (e.g. '/index') in `lng`: what the browser's first render of that address shows. */
export async function renderPage(path: string, lng: Language): Promise<RenderedPage> {
  const i18n = await createI18n({ lng, ns: START_NAMESPACES, onMissingKey: 'throw' });
  const handler = createStaticHandler(
    buildRouteObjects(async (namespaces) => {
      await i18n.loadNamespaces(namespaces);
    }),
  );
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response)
    throw new Error(`pre-render of ${path}: the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createPortalClient({
    t: () => i18n.getFixedT(null, 'portal') as TFunction<'portal'>,
    language: () => i18n.language,
    onSessionInvalid: () => {},
    onLoading: () => {},
  });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Providers i18n={i18n} client={client} primaryColor={DEFAULT_THEME_COLOR} size={DEFAULT_SIZE}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>,
      ),
    );
    // The static router writes a Link's href as a path; the hash router as '#' + path.
    const hashHtml = html.replace(/ href="\//g, ' href="#/');
    const handle = [...context.matches]
      .reverse()
      .find((m) => (m.route.handle as { title?: string } | undefined)?.title);
    return {
      html: hashHtml,
      styles: sheet.getStyleTags().trim(),
      title: pageTitle(i18n, (handle?.route.handle as { title?: string } | undefined)?.title),
    };
  } finally {
    sheet.seal();
  }
}
