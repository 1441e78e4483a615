import type { RequestHandler } from 'msw';
// Importing the package barrel registers every endpoint (core and business) before a request runs.
import '../index';
import { businessHandlers, seedBusiness } from './business/handlers';
import { publicSiteHandlers, resetPublicSiteMock } from './business/publicSite';
import { coreHandlers } from './core';
import { seedCore } from './core/seed';
import { clearCoreDb } from './db';
import { faults, faultHandler } from './http';
import { createRng } from './rng';

/** Seeds of the deterministic mock data. */
export const CORE_SEED = 20250601;
export const BUSINESS_SEED = 20250602;

/**
 * Empties the mock store and seeds it again, the same way every time. Also clears the in-code
 * fault switches. Call it between tests.
 */
export function resetMockDb(): void {
  clearCoreDb();
  faults.reset();
  resetPublicSiteMock();
  seedCore(createRng(CORE_SEED));
  seedBusiness(createRng(BUSINESS_SEED));
}

resetMockDb();

/** Every mock handler: the fault switches first, then the core and business endpoints. */
export const handlers: RequestHandler[] = [
  faultHandler,
  ...coreHandlers,
  ...businessHandlers,
  ...publicSiteHandlers,
];
