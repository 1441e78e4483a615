/** The API base URL; none means demo mode (the mock backend runs in the browser). */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';
export const DEMO_MODE = API_BASE_URL === '';
/** Roles the demo role switch offers (their tokens are '<role>-token' in the mock backend). */
export const DEMO_ROLES = ['admin', 'customer'] as const;
/**
 * Whether the sign-in page offers the node-account sign-in (POST /login/node, decision 0087):
 * VITE_NODE_LOGIN=true at build time. Read only here, so the deployment's configuration can be
 * wired in one place.
 */
export function nodeLoginEnabled(): boolean {
  return import.meta.env.VITE_NODE_LOGIN === 'true';
}
