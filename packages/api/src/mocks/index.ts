/**
 * The mock backend: MSW handlers over one seeded in-memory store. Import from
 * '@chainportal/api/mocks' (never from the main barrel, so production bundles do not carry it).
 */
export { BUSINESS_SEED, CORE_SEED, handlers, resetMockDb } from './handlers';
export { coreHandlers } from './core';
export {
  db,
  DEMO_USERS,
  expireToken,
  MOCK_VERIFY_CODE,
  nextId,
  persistSessions,
  SESSIONS_STORAGE_KEY,
  type MockLoginLog,
  type MockMessage,
  type MockMessageType,
  type MockReceiver,
  type MockSession,
  type MockUser,
} from './db';
export {
  apiPath,
  createRng,
  DAY_MS,
  fail,
  faults,
  FAULTS_STORAGE_KEY,
  MOCK_NOW,
  mockEndpoint,
  ok,
  readInput,
  readJson,
  withAuth,
  type MockFaults,
  type Rng,
} from './http';
