import type { i18n as I18n, TFunction } from 'i18next';
import {
  UNSAFE_createHashHistory as createHashHistory,
  UNSAFE_createRouter as createDataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router-dom';
import { afterHydrationRender } from '../prerender/HydrateLater';
import { LOGIN_PATH, loginWithRedirect } from '../routes/publicRoutes';
import { session } from '../session/store';
import { createPortalClient } from './client';
import { trackLoading } from './loading';
import { nextTask } from './nextTask';
import { buildRouteObjects, patchConsoleRoutes } from './routeObjects';

type Router = ReturnType<typeof createDataRouter>;

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

/**
 * The app's router: react-router's `createHashRouter`, taken apart into its three steps (the hash
 * history, the router with its route table, `initialize`, which matches the address and starts
 * loading the first route) so that start-up can run them in tasks of their own
 * (`createRouterInSteps`, docs/performance.md).
 */
type Step = 'none' | 'history' | 'made' | 'ready';
let step: Step = 'none';
const ready = () => step === 'ready';
let history: ReturnType<typeof createHashHistory> | undefined;
let made: Router | undefined;

function nextStep(): void {
  if (step === 'none') {
    history = createHashHistory();
    step = 'history';
  } else if (step === 'history') {
    made = createDataRouter({
      history: history!,
      routes: buildRouteObjects(loadNamespaces),
      mapRouteProperties,
      hydrationRouteProperties,
      patchRoutesOnNavigation: patchConsoleRoutes(loadNamespaces),
      window,
    });
    step = 'made';
  } else if (step === 'made') {
    router = made!.initialize();
    step = 'ready';
  }
}

/**
 * The app's router, made by `createRouter` or `createRouterInSteps` (src/main.tsx does, once,
 * before anything renders). Not made as this module loads: making it matches the address and starts
 * loading the first route, work better run apart from the loading of the app's code.
 */
export let router: Router;

/** Makes the router (once, or what is left of it) and starts loading the route of the address. */
export function createRouter(): Router {
  while (!ready()) nextStep();
  return router;
}

/** As `createRouter`, each step in a task of its own. */
export async function createRouterInSteps(): Promise<Router> {
  while (!ready()) {
    nextStep();
    if (!ready()) await nextTask();
  }
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
  // The requests of a pre-rendered page start once its hydration has rendered (decision 0043).
  fetch: (input, init) => afterHydrationRender().then(() => globalThis.fetch(input, init)),
});
