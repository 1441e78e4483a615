import { useSyncExternalStore } from 'react';

/** One uncaught error (docs/product.md#session: error, info and url). */
export interface ErrorLogEntry {
  error: string;
  info: string;
  url: string;
  time: number;
  /** For a failed API call: the server's id of the request (support finds its log line by it) and its path. */
  request?: { id: string; path: string };
  /** The thrown value itself, for an error report's stack (decision 0096); never shown. */
  reason?: unknown;
}

const MAX_ENTRIES = 50;
let entries: ErrorLogEntry[] = [];
const listeners = new Set<() => void>();

export const errorLog = {
  getEntries: (): ErrorLogEntry[] => entries,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(entry: Omit<ErrorLogEntry, 'time'>): void {
    entries = [...entries, { ...entry, time: Date.now() }].slice(-MAX_ENTRIES);
    listeners.forEach((l) => l());
  },
  clear(): void {
    entries = [];
    listeners.forEach((l) => l());
  },
};

function describe(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason));
}

const logged = new WeakSet<object>();

/**
 * Logs an error that a boundary caught (a route's error element, decision 0053), which never reaches
 * the window's 'error' event; the same error object is logged once however often it is shown.
 */
export function logError(reason: unknown, where: string, target: Window = window): void {
  if (reason && typeof reason === 'object') {
    if (logged.has(reason)) return;
    logged.add(reason);
  }
  errorLog.add({
    error: describe(reason),
    info: reason instanceof Error ? (reason.stack ?? where) : where,
    url: target.location.href,
    reason,
  });
}

/** Collects window 'error' and 'unhandledrejection' (kept in production, docs/product.md#errors). */
export function collectErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    errorLog.add({
      error: describe(event.error ?? event.message),
      info: event.error instanceof Error ? (event.error.stack ?? '') : `${event.filename}:${event.lineno}`,
      url: target.location.href,
      reason: event.error ?? event.message,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    errorLog.add({
      error: describe(event.reason),
      info:
        event.reason instanceof Error ? (event.reason.stack ?? 'unhandledrejection') : 'unhandledrejection',
      url: target.location.href,
      reason: event.reason,
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** How long a failed call's request id is offered in a new work order's description. */
export const REPORTABLE_FOR_MS = 30 * 60_000;

/** The latest failed API call with a request id, within REPORTABLE_FOR_MS (a new work order cites it). */
export function lastRequestFailure(now: number = Date.now()): ErrorLogEntry | undefined {
  return entries.findLast((entry) => entry.request && now - entry.time <= REPORTABLE_FOR_MS);
}

export function useErrorLog(): ErrorLogEntry[] {
  return useSyncExternalStore(errorLog.subscribe, errorLog.getEntries);
}
