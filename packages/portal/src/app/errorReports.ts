// Error reports (decision 0096): every error the in-app error log sees (errorLog.ts: uncaught errors,
// rejected promises, a page's error, a failed API call with its request id) leaves the page too, to
// Sentry when config.json names a DSN (sentryReporter.ts, with @sentry/browser in its own chunk,
// fetched only then), else to the beacon of the field measurements when it has one. Each report
// carries the route's pattern, the build's release and the API request id, and neither the session
// token nor what the user typed (scrub.ts). The in-app log stays as it was.
import type { RouteObject } from 'react-router-dom';
import { sendBeacon } from './beacon';
import { errorLog, type ErrorLogEntry } from './errorLog';
import { patternOf } from '../routes/routePattern';
import type { SentrySettings } from './runtimeConfig';
import { scrubDeep, secretsOf } from './scrub';

/** One error as the beacon carries it (packages/api/src/mocks/beacon.ts reads it). */
export interface ErrorBeacon {
  type: 'error';
  release: string;
  /** The pattern of the route the error happened on. */
  route: string;
  /** What the error log shows: `TypeError: …`, or a failed call's message. */
  message: string;
  /** The stack of an Error, else what the log says of where it happened. */
  info: string;
  /** For a failed API call: the server's request id (its log line has it) and the call's path. */
  requestId?: string;
  requestPath?: string;
  /** When the error happened (ISO 8601). */
  time: string;
}

/**
 * At most this many reports leave one page load: an error thrown over and over (a render loop, a
 * timer) must not flood Sentry or the beacon; the in-app log still shows the latest 50.
 */
export const MAX_REPORTS_PER_PAGE = 50;

/** Sends one error log entry, its route's pattern given. */
export type Reporter = (entry: ErrorLogEntry, route: string) => void;

/** What the reporter is told of where a report may go. */
export interface StartErrorReportsOptions {
  router: { readonly routes: RouteObject[] };
  /** The session's token now (session/cookies.ts `getToken`): it never leaves the page. */
  token: () => string | undefined;
  sentry: SentrySettings | null;
  /** The field measurements' beacon (config.json `vitals.beaconUrl`): the reports' way without a DSN. */
  beaconUrl: string | undefined;
  /** The build's version. */
  release: string;
  win?: Window;
}

/** What must not leave the page, as it is now: the token and the values in the page's fields. */
export const pageSecrets = (win: Window, token: () => string | undefined) => () =>
  secretsOf(win.document, token());

/** A reporter that sends each error to the beacon, scrubbed. */
export function beaconReporter(
  beaconUrl: string,
  release: string,
  secrets: () => string[],
  win: Window = window,
): Reporter {
  return (entry, route) => {
    const body: ErrorBeacon = {
      type: 'error',
      release,
      route,
      message: entry.error,
      info: entry.info,
      ...(entry.request ? { requestId: entry.request.id, requestPath: entry.request.path } : {}),
      time: new Date(entry.time).toISOString(),
    };
    sendBeacon(beaconUrl, scrubDeep(body, secrets()), win);
  };
}

/**
 * Reports every entry of the error log, those logged before this started first (errors of the
 * start-up), then each new one, once. Resolves with a function that stops it.
 */
export async function startErrorReports({
  router,
  token,
  sentry,
  beaconUrl,
  release,
  win = window,
}: StartErrorReportsOptions): Promise<() => void> {
  let report: Reporter;
  if (sentry) {
    const { sentryReporter } = await import('./sentryReporter');
    report = sentryReporter({ settings: sentry, release, secrets: pageSecrets(win, token), router });
  } else if (beaconUrl) {
    report = beaconReporter(beaconUrl, release, pageSecrets(win, token), win);
  } else {
    return () => {};
  }
  const sent = new WeakSet<ErrorLogEntry>();
  let count = 0;
  const flush = () => {
    for (const entry of errorLog.getEntries()) {
      if (sent.has(entry)) continue;
      sent.add(entry);
      if (++count > MAX_REPORTS_PER_PAGE) continue;
      try {
        report(entry, patternOf(router.routes, entry.url));
      } catch {
        // A reporter that fails must not fail the code that logged the error, nor log an error itself.
      }
    }
  };
  flush();
  return errorLog.subscribe(flush);
}
