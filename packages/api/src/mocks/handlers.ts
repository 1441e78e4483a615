/**
 * The mock backend in one list: every domain's handlers (mocks/<domain>/handlers.ts, mirroring
 * src/<domain>/) and every domain's seed (mocks/<domain>/seed.ts). A new domain adds its line to
 * `handlers` and, if it has data, to `resetMockDb`.
 */
import type { RequestHandler } from 'msw';
// Importing the package barrel registers every endpoint before a request runs.
import '../index';
import { accountHandlers } from './account/handlers';
import { seedLedger } from './account/seed';
import { appHandlers } from './apps/handlers';
import { seedApps } from './apps/seed';
import { clearBusinessDb } from './bizDb';
import { contentHandlers } from './content/handlers';
import { seedContent } from './content/seed';
import { contractHandlers } from './contracts/handlers';
import { seedContracts } from './contracts/seed';
import { clearCoreDb } from './db';
import { feedbackHandlers, uploadHandler } from './feedback/handlers';
import { forgotPasswordHandlers } from './forgotPassword/handlers';
import { gatewayHandlers } from './gateway/handlers';
import { invoiceHandlers } from './invoices/handlers';
import { seedInvoices } from './invoices/seed';
import { startClock } from './lib/clock';
import { faults } from './lib/faults';
import { clearIdempotentAnswers, faultHandler } from './lib/http';
import { createRng, keepRuntimeRng } from './lib/rng';
import { loginLogHandlers } from './loginLog/handlers';
import { seedLoginLogs } from './loginLog/seed';
import { marketHandlers } from './market/handlers';
import { seedProducts } from './market/seed';
import { messageHandlers } from './messages/handlers';
import { seedMessages, seedReceivers } from './messages/seed';
import { orderHandlers } from './orders/handlers';
import { partnerApplyHandlers, resetPartnerApplications } from './partnerApply/handlers';
import { seedOrders } from './orders/seed';
import { registerHandlers } from './register/handlers';
import { serviceHandlers } from './services/handlers';
import { seedServices } from './services/seed';
import { sessionHandlers } from './session/handlers';
import { userHandlers } from './user/handlers';
import { seedNodeAccount, seedUsers } from './user/seed';
import { workOrderHandlers } from './workOrders/handlers';
import { seedWorkOrders } from './workOrders/seed';
import { walletHandlers } from './wallet';

/** Every mock handler: the fault switches first, then one line per domain. */
export const handlers: RequestHandler[] = [
  faultHandler,
  ...sessionHandlers,
  ...walletHandlers,
  ...messageHandlers,
  ...userHandlers,
  ...loginLogHandlers,
  ...registerHandlers,
  ...forgotPasswordHandlers,
  ...serviceHandlers,
  ...gatewayHandlers,
  ...appHandlers,
  ...marketHandlers,
  ...contractHandlers,
  ...orderHandlers,
  ...accountHandlers,
  ...invoiceHandlers,
  ...workOrderHandlers,
  uploadHandler,
  ...feedbackHandlers,
  ...contentHandlers,
  ...partnerApplyHandlers,
];

/**
 * The seeds of the two random sequences: accounts (users, notices, login history, receivers) and
 * business records (decision 0005). Each seed below draws from its sequence in turn, so their
 * order is part of the data: add a new seed at the end of a sequence.
 */
export const MOCK_SEEDS = { accounts: 20250601, business: 20250602 } as const;

/**
 * Empties the mock store and seeds it again, the same way every time. Also clears the in-code
 * fault switches. Call it between tests.
 */
export function resetMockDb(): void {
  clearCoreDb();
  clearBusinessDb();
  faults.reset();
  resetPartnerApplications();
  clearIdempotentAnswers();
  // The day the world is dated from (today, or the pinned day), before any seed draws a date.
  startClock();

  const accounts = createRng(MOCK_SEEDS.accounts);
  seedUsers(accounts);
  seedMessages(accounts);
  seedLoginLogs(accounts);
  seedReceivers(accounts);

  const business = createRng(MOCK_SEEDS.business);
  seedProducts(business);
  seedServices(business);
  seedApps(business);
  seedContracts(business);
  seedOrders(business);
  seedLedger(business);
  seedInvoices(business);
  seedWorkOrders(business);
  seedContent(business);
  // Last, and without random numbers: the seeded world of the other accounts stays as it was.
  seedNodeAccount();
  // Records created from now on take their random numbers from here, dated on the mock clock.
  keepRuntimeRng(business);
}

resetMockDb();
