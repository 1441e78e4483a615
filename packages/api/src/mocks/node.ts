import { setupServer } from 'msw/node';
import { setDemoTokens } from './db';
import { handlers, resetMockDb } from './handlers';
import { invoiceFontFor } from './invoices/fontNode';
import { setInvoiceFont } from './invoices/pdf';
import { PINNED_NOW, pinMockClock } from './lib/clock';

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
// Invoice files are PDFs in the font the package ships (decision 0069).
setInvoiceFont(invoiceFontFor);
// The tests see the world of one fixed day, as Storybook does (decision 0068).
pinMockClock(PINNED_NOW);
resetMockDb();
