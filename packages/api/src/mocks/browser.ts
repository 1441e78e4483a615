import { http, passthrough } from 'msw';
import { setupWorker, type SetupWorker, type StartOptions } from 'msw/browser';
import type { Network } from '../contracts/chains';
import { configureChains, type ChainRpcUrls } from './chain/config';
import { persistSessions, setDemoTokens } from './db';
import { handlers, resetMockDb } from './handlers';
import { pinMockClock } from './lib/clock';
import { STATIC_FILE } from './lib/staticFiles';

export * from './index';

/**
 * A browser test pins the demo world to a day (decision 0068) by putting an ISO instant under this
 * localStorage key before the page loads (the Playwright journeys do, playwright.base.ts).
 */
export const MOCK_NOW_STORAGE_KEY = 'cp-mock-now';

try {
  const at = Date.parse(window.localStorage.getItem(MOCK_NOW_STORAGE_KEY) ?? '');
  if (Number.isFinite(at)) {
    pinMockClock(at);
    resetMockDb();
  }
} catch {
  // No storage (a sandboxed frame): the world follows today.
}

/**
 * The service worker instance (msw/browser) serving every mock handler. The worker hands msw every
 * request of the page, and msw tries each handler in turn (reading the cookies for each one): the
 * page's own files are let through first, sparing the page that work for every file it loads.
 */
export const worker = setupWorker(
  http.get(STATIC_FILE, () => passthrough()),
  ...handlers,
);

export interface StartMockWorkerOptions {
  /** Do not log every mocked request to the console. @default true */
  quiet?: boolean;
  /** Where mockServiceWorker.js is served. @default '/mockServiceWorker.js' */
  serviceWorkerUrl?: string;
  /** Keep signed-in sessions in sessionStorage so a reload keeps the user signed in. @default true */
  keepSessions?: boolean;
  /**
   * The fixed demo tokens ('admin-token', 'customer-token') the demo role switch signs in with. Only
   * this in-browser demo turns them on; the HTTP API never has them (decision 0047). @default true
   */
  demoTokens?: boolean;
  /**
   * The platform chains' JSON-RPC URLs by chain code (the portal's VITE_CHAIN_RPC_URLS): contract
   * calls deploy to and read from them with the demo deployer key (decision 0075). A chain without
   * one answers "not configured" (code 25001). @default {}
   */
  chainRpcUrls?: ChainRpcUrls;
  /** The network whose chain ids those URLs serve (VITE_WALLET_NETWORK). @default 'mainnet' */
  chainsNetwork?: Network;
}

let started: Promise<SetupWorker> | undefined;

/**
 * Starts the mock backend in the browser (demo mode, Storybook, browser tests) and resolves with
 * the worker. Requests that are not API calls (scripts, images, fonts) go to the network untouched.
 * Safe to call more than once (the first call's options win).
 */
export function startMockWorker({
  quiet = true,
  serviceWorkerUrl,
  keepSessions = true,
  demoTokens = true,
  chainRpcUrls,
  chainsNetwork,
}: StartMockWorkerOptions = {}): Promise<SetupWorker> {
  if (!started) setDemoTokens(demoTokens);
  if (!started && chainRpcUrls) configureChains({ rpcUrls: chainRpcUrls, network: chainsNetwork });
  if (keepSessions && !started) persistSessions(window.sessionStorage);
  const options: StartOptions = { quiet, onUnhandledRequest: 'bypass' };
  if (serviceWorkerUrl) options.serviceWorker = { url: serviceWorkerUrl };
  started ??= worker.start(options).then(() => worker);
  return started;
}
