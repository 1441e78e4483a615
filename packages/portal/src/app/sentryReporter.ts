// Error reports to Sentry (decision 0096): @sentry/browser, in a chunk of its own that only a
// deployment with a DSN in config.json fetches (errorReports.ts). The SDK collects nothing by itself
// here: no global handlers (the error log is the one collector, errorReports.ts hands each entry
// over), no user, cookies, headers, query values or bodies, no sessions, no console breadcrumbs.
// What it sends passes through the same scrubbing as the beacon (scrub.ts): the token and the values
// in the page's fields never leave the page.
import {
  BrowserClient,
  breadcrumbsIntegration,
  captureException,
  captureMessage,
  dedupeIntegration,
  defaultStackParser,
  getCurrentScope,
  linkedErrorsIntegration,
  makeFetchTransport,
  type Breadcrumb,
  type ErrorEvent,
} from '@sentry/browser';
import type { RouteObject } from 'react-router-dom';
import type { Reporter } from './errorReports';
import { patternOf } from '../routes/routePattern';
import type { SentrySettings } from './runtimeConfig';
import { scrubDeep } from './scrub';

export interface SentryReporterOptions {
  settings: SentrySettings;
  release: string;
  /** What must not leave the page, read at each send (errorReports.ts `pageSecrets`). */
  secrets: () => string[];
  router: { readonly routes: RouteObject[] };
  /** @default Sentry's fetch transport (tests pass their own) */
  transport?: typeof makeFetchTransport;
}

/** A navigation breadcrumb names routes by their patterns, never addresses. */
function breadcrumbOf(crumb: Breadcrumb, routes: RouteObject[], secrets: string[]): Breadcrumb | null {
  if (crumb.category === 'console') return null;
  if (crumb.category === 'navigation' && crumb.data) {
    const { from, to } = crumb.data as { from?: string; to?: string };
    return {
      ...crumb,
      data: {
        ...(from ? { from: patternOf(routes, from) } : {}),
        ...(to ? { to: patternOf(routes, to) } : {}),
      },
    };
  }
  return scrubDeep(crumb, secrets);
}

/**
 * Starts Sentry's client with the DSN and returns the reporter: each error log entry becomes one
 * event, an exception with its stack when the log kept the thrown Error, else a message, with the
 * route's pattern (tag `route`, and the event's transaction), the release, and for a failed API call
 * the server's request id (tag `request_id`) and the call's path (tag `api_path`).
 */
export function sentryReporter({
  settings,
  release,
  secrets,
  router,
  transport = makeFetchTransport,
}: SentryReporterOptions): Reporter {
  const client = new BrowserClient({
    dsn: settings.dsn,
    release,
    ...(settings.environment ? { environment: settings.environment } : {}),
    transport,
    stackParser: defaultStackParser,
    integrations: [
      breadcrumbsIntegration({ dom: true, fetch: true, history: true, xhr: true, sentry: false }),
      dedupeIntegration(),
      linkedErrorsIntegration(),
    ],
    // Nothing personal: no user, cookies, headers, query values or bodies.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    sendClientReports: false,
    maxBreadcrumbs: 30,
    beforeBreadcrumb: (crumb) => breadcrumbOf(crumb, router.routes, secrets()),
    beforeSend: (event: ErrorEvent) => {
      // The page's address may hold a code or a redirect target: the route says where it happened.
      const { request: _request, user: _user, ...rest } = event;
      return scrubDeep(rest, secrets());
    },
  });
  getCurrentScope().setClient(client);
  client.init();
  return (entry, route) => {
    const context = {
      level: 'error' as const,
      tags: {
        route,
        ...(entry.request ? { request_id: entry.request.id, api_path: entry.request.path } : {}),
      },
      extra: { info: entry.info, time: new Date(entry.time).toISOString() },
    };
    getCurrentScope().setTransactionName(route);
    if (entry.reason instanceof Error) captureException(entry.reason, context);
    else captureMessage(entry.error, context);
  };
}
