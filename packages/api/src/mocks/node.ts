import { setupServer } from 'msw/node';
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
