import type { i18n as I18n, TFunction } from 'i18next';
import { createHashRouter } from 'react-router-dom';
import { LOGIN_PATH, loginWithRedirect } from '../routes/paths';
import { session } from '../session/store';
import { createPortalClient } from './client';
import { sessionLost } from './sessionLoss';
import { trackLoading } from './loading';
import { buildRouteObjects, patchConsoleRoutes } from '../routes/routeObjects';

type Router = ReturnType<typeof createHashRouter>;

let i18nInstance: I18n | undefined;
let resolveI18n: (i18n: I18n) => void = () => {};
const i18nReady = new Promise<I18n>((resolve) => {
  resolveI18n = resolve;
});

/** Set once at start (src/main.tsx), before anything renders. */
export function setI18nInstance(i18n: I18n): void {
  i18nInstance = i18n;
  resolveI18n(i18n);
}

// The router starts loading the first route as soon as it exists; its namespaces wait for i18n.
const loadNamespaces = async (namespaces: string[]) => {
  await (await i18nReady).loadNamespaces(namespaces);
};

let router: Router | undefined;

/**
 * The app's one router, react-router's hash router over the route objects (routes/routeObjects.tsx).
 * Made on first call (src/main.tsx calls it at start): making it matches the address and starts
 * loading that route's code and translations.
 */
export function createRouter(): Router {
  router ??= createHashRouter(buildRouteObjects(loadNamespaces), {
    patchRoutesOnNavigation: patchConsoleRoutes(loadNamespaces),
  });
  return router;
}

/**
 * Code 10004: keep what the forms on the page have not sent (app/sessionLoss.ts), clear the session
 * and go to /login once, keeping where the user was.
 */
export function handleSessionInvalid(): void {
  sessionLost();
  session.clear();
  const { pathname, search } = createRouter().state.location;
  if (pathname.toLowerCase() === LOGIN_PATH) return;
  void createRouter().navigate(loginWithRedirect(pathname + search), { replace: true });
}

export const client = createPortalClient({
  t: () => (i18nInstance?.getFixedT(null, 'portal') ?? ((key: string) => key)) as TFunction<'portal'>,
  language: () => i18nInstance?.language,
  onSessionInvalid: handleSessionInvalid,
  onLoading: trackLoading,
});
