// Field measurements (decision 0095) and error reports (decision 0096), started by main.tsx when the
// browser is idle after the first paint, only when config.json asks for one of them.
import type { RouteObject } from 'react-router-dom';
import { startErrorReports } from './errorReports';
import type { MatchLike } from '../routes/routePattern';
import { runtimeConfig } from './runtimeConfig';

/** The build's version (vite.config.ts: the package's version and the commit), in every report. */
export const RELEASE: string = import.meta.env.VITE_RELEASE || 'unknown';

export interface FieldRouter {
  readonly routes: RouteObject[];
  state: { location: { pathname: string }; matches: readonly MatchLike[] };
  subscribe(listener: (state: FieldRouter['state']) => void): () => void;
}

/**
 * Starts the error reports (every error of the log goes to Sentry or the beacon) and, for a visit
 * the sample picked (`measured`), the field measurements: web-vitals' chunk is fetched only then,
 * and the analytics adapter's (already on its way when a provider is configured) takes the figures
 * too.
 */
export async function startFieldReports({
  router,
  measured,
  token,
}: {
  router: FieldRouter;
  measured: boolean;
  /** The session's token now: it never leaves the page (errorReports.ts). */
  token: () => string | undefined;
}) {
  const { vitals, sentry, analytics } = runtimeConfig();
  const reports = startErrorReports({
    router,
    token,
    sentry,
    beaconUrl: vitals?.beaconUrl,
    release: RELEASE,
  });
  if (measured && vitals) {
    const [{ startVitals }, track] = await Promise.all([
      import('./vitals'),
      analytics ? import('./analytics').then((module) => module.trackVital) : undefined,
    ]);
    startVitals({ settings: vitals, router, release: RELEASE, track });
  }
  await reports;
}
