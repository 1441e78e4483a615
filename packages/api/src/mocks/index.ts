/**
 * The mock backend: MSW handlers over one seeded in-memory store. Import from
 * '@chainportal/api/mocks' (never from the main barrel, so production bundles do not carry it).
 */
export { handlers, MOCK_SEEDS, resetMockDb } from './handlers';
export { bizDb } from './bizDb';
export {
  ANVIL_DEV_KEY_0,
  configureChains,
  parseChainRpcUrls,
  type ChainRpcUrls,
  type ChainSettings,
} from './chain/config';
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
export { DAY_MS, MOCK_NOW, PINNED_NOW, pinMockClock } from './lib/clock';
export { faults, FAULTS_STORAGE_KEY, type MockFaults } from './lib/faults';
export { apiPath, fail, mockEndpoint, ok, readInput, readJson, withAuth } from './lib/http';
export { createRng, type Rng } from './lib/rng';
