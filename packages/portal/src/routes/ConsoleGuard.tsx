import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isApiError, useApiClient, type UserInfoRefusal } from '@chainportal/api';
import { message } from '@chainportal/ui';
import { loadUserInfo, session, useSession, type SessionStore } from '../session/store';
import { filterRoutesByRoles, findRoute } from './access';
import { consoleRoutes as defaultRoutes, KEEP_REDIRECT_PATHS } from './consoleRoutes';
import { Redirect } from './Redirect';
import { LOGIN_PATH, loginWithRedirect, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from './paths';
import type { ConsoleRoute } from './types';

export interface ConsoleGuardProps {
  children?: ReactNode;
  /** @default the console route table */
  routes?: readonly ConsoleRoute[];
  store?: SessionStore;
}

/**
 * The console guard (docs/product.md#routes, docs/product.md#session): no token goes to /login?redirect=<path and query>; a
 * token without roles loads user info first (a failure clears the token, says why and goes to
 * /login); a path the roles do not allow goes to /401, an unknown one to /404.
 */
export function ConsoleGuard({ children, routes = defaultRoutes, store = session }: ConsoleGuardProps) {
  const { t } = useTranslation('portal');
  const location = useLocation();
  const client = useApiClient();
  const token = useSession((s) => s.token, store);
  const roles = useSession((s) => s.roles, store);
  const signedOut = useSession((s) => s.signedOut, store);
  const [failedTo, setFailedTo] = useState<string | null>(null);
  const needsInfo = Boolean(token) && roles.length === 0;
  const pathAndQuery = location.pathname + location.search;
  // The address the user signed out on goes to plain /login even after the sign-out has ended: the
  // router moves to /login in a transition, which React may commit after the store's `endSignOut` (a
  // synchronous update) has rendered this guard once more. Any other address keeps its redirect.
  const [signedOutAt, setSignedOutAt] = useState<string | null>(null);
  if (signedOut && signedOutAt === null) setSignedOutAt(pathAndQuery);

  // Each navigation checks the cookie again: a token removed elsewhere means signed out.
  useLayoutEffect(() => {
    store.syncToken();
  }, [store, location.pathname, location.search]);

  useEffect(() => {
    if (!token || !needsInfo) return;
    let cancelled = false;
    loadUserInfo(client, store).catch((error: unknown) => {
      if (cancelled) return;
      const keep = KEEP_REDIRECT_PATHS.some((path) => path.toLowerCase() === location.pathname.toLowerCase());
      setFailedTo(keep ? loginWithRedirect(pathAndQuery) : LOGIN_PATH);
      store.clear();
      if (isApiError(error) && error.kind === 'refused') {
        message.error(t(`errors.${error.reason as UserInfoRefusal}`));
      } else if (!isApiError(error) || !error.shown) {
        message.error(error instanceof Error && error.message ? error.message : t('errors.hasError'));
      }
    });
    return () => {
      cancelled = true;
    };
    // Load once per token; the location at the time decides where a failure goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, needsInfo]);

  const allowed = useMemo(() => filterRoutesByRoles(routes, roles), [routes, roles]);

  if (failedTo) return <Redirect to={failedTo} />;
  // A user who signed out is not sent back here after signing in again.
  if (!token) {
    return (
      <Redirect
        to={signedOut || signedOutAt === pathAndQuery ? LOGIN_PATH : loginWithRedirect(pathAndQuery)}
      />
    );
  }
  if (needsInfo) return null;
  const route = findRoute(allowed, location.pathname);
  if (!route)
    return <Redirect to={findRoute(routes, location.pathname) ? UNAUTHORIZED_PATH : NOT_FOUND_PATH} />;
  if (route.redirect) return <Redirect to={route.redirect} />;
  return <>{children}</>;
}

/** The console routes the signed-in user may open. */
export function useAllowedRoutes(
  routes: readonly ConsoleRoute[] = defaultRoutes,
  store: SessionStore = session,
) {
  const roles = useSession((s) => s.roles, store);
  return useMemo(() => filterRoutesByRoles(routes, roles), [routes, roles]);
}
