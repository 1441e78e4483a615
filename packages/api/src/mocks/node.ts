import { setupServer } from 'msw/node';
import { setDemoTokens } from './db';
import { handlers } from './handlers';

export { resetMockDb } from './handlers';
export * from './index';

/**
 * The mock backend for Vitest (msw/node):
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMockDb(); });
 *   afterAll(() => server.close());
 */
export const server = setupServer(...handlers);

// The tests sign in as the demo users with their fixed tokens, as the in-browser demo does.
setDemoTokens(true);
