import type { i18n as I18n, TFunction } from 'i18next';
import { createHashRouter } from 'react-router-dom';
import { LOGIN_PATH, loginWithRedirect } from '../routes/publicRoutes';
import { session } from '../session/store';
import { createPortalClient } from './client';
import { trackLoading } from './loading';
import { buildRouteObjects, patchConsoleRoutes } from './routeObjects';

let i18nInstance: I18n | undefined;
let resolveI18n: (i18n: I18n) => void = () => {};
const i18nReady = new Promise<I18n>((resolve) => {
  resolveI18n = resolve;
});

/** Set once at start, before anything renders. */
export function setI18nInstance(i18n: I18n): void {
  i18nInstance = i18n;
  resolveI18n(i18n);
}

// The router starts loading the first route as soon as it exists; its namespaces wait for i18n.
const loadNamespaces = async (namespaces: string[]) => {
  await (await i18nReady).loadNamespaces(namespaces);
};
const newRouter = () =>
  createHashRouter(buildRouteObjects(loadNamespaces), {
    patchRoutesOnNavigation: patchConsoleRoutes(loadNamespaces),
  });

/**
 * The app's router, made by `createRouter` (src/main.tsx does, once, before anything renders). Not
 * made as this module loads: making it matches the address and starts loading the first route, a
 * task's worth of work better run apart from the loading of the app's code.
 */
export let router: ReturnType<typeof newRouter>;

/** Makes the router (once) and starts loading the route of the address. */
export function createRouter(): typeof router {
  router ??= newRouter();
  return router;
}

/** Code 10004: clear the session and go to /login once, keeping where the user was. */
export function handleSessionInvalid(): void {
  session.clear();
  const { pathname, search } = router.state.location;
  if (pathname.toLowerCase() === LOGIN_PATH) return;
  void router.navigate(loginWithRedirect(pathname + search), { replace: true });
}

export const client = createPortalClient({
  t: () => (i18nInstance?.getFixedT(null, 'portal') ?? ((key: string) => key)) as TFunction<'portal'>,
  onSessionInvalid: handleSessionInvalid,
  onLoading: trackLoading,
});
