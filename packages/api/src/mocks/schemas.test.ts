// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../client/endpoint';
import { apiEndpoints } from '../index';
import { exercise } from './testing/exercise';
import { ADMIN, clientFor, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();

/** The business families of decision 0005 (the account calls have their own tests). */
const BUSINESS = [
  'services',
  'apps',
  'market',
  'contracts',
  'orders',
  'account',
  'invoices',
  'workOrders',
  'feedback',
  'files',
  'content',
] as const;

const ids = BUSINESS.flatMap((domain) => Object.values(apiEndpoints[domain])).map((endpoint) => endpoint.id);

describe('every business endpoint answers data that matches its schema', () => {
  it('registers every business endpoint in the shared registry', () => {
    for (const id of ids) {
      expect(
        allEndpoints.some((e) => e.id === id),
        id,
      ).toBe(true);
    }
  });

  it.each(ids)('%s', async (id) => {
    const result = await exercise(id, clientFor(ADMIN), clientFor(CUSTOMER), clientFor(null));
    expect(result, `no sample call for ${id}`).not.toBeUndefined();
  });
});
