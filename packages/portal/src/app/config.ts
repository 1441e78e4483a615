import { runtimeConfig } from './runtimeConfig';

/**
 * The API base URL of the deployment (`config.json`'s `apiBaseUrl`, else `VITE_API_BASE_URL`,
 * decision 0089); none means demo mode (the mock backend runs in the browser). Read when called:
 * the file is applied at start-up, after the modules load.
 */
export function apiBaseUrl(): string {
  return runtimeConfig().apiBaseUrl;
}

/** Demo mode: no API configured, so the mock backend answers in the browser. */
export function demoMode(): boolean {
  return apiBaseUrl() === '';
}

/**
 * Whether the sign-in page offers the node sign-in: `config.json`'s `nodeLogin`, else
 * `VITE_NODE_LOGIN` (`true`), else off.
 */
export function nodeLoginEnabled(): boolean {
  return runtimeConfig().nodeLogin;
}

/** Roles the demo role switch offers (their tokens are '<role>-token' in the mock backend). */
export const DEMO_ROLES = ['admin', 'customer'] as const;
