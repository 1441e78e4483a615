/**
 * What runs when the server ends the session (code 10004), before the session is cleared, while the
 * user is still known: the forms' drafts are kept then (app/formDrafts.ts, decision 0094). It imports
 * nothing, so that what registers here (loaded with the console) and app/instance.ts, which runs it,
 * need not import each other.
 */
const runs = new Set<() => void>();

/** Runs `run` on every later code 10004, before the session is cleared. */
export function beforeSessionLoss(run: () => void): void {
  runs.add(run);
}

/** Code 10004 arrived (app/instance.ts `handleSessionInvalid`): runs what registered. */
export function sessionLost(): void {
  runs.forEach((run) => run());
}
