import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createClient, type ApiClient } from '../../client/client';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '../../client/endpoint';
import { ApiError } from '../../client/errors';
import { resetMockDb, server } from '../node';

export const BASE = 'http://api.test';
export const ADMIN = 'admin-token';
export const CUSTOMER = 'customer-token';

/** Starts the msw/node mock server for the calling test file and reseeds the store between tests. */
export function startMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetMockDb());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A real client against the mock server, signed in with `token` (none for null). */
export function clientFor(token: string | null): ApiClient {
  return createClient({ baseURL: BASE, getToken: () => token });
}

/** Calls an endpoint through the client (which parses the answer with the endpoint's schema). */
export function call<E extends AnyEndpoint>(
  client: ApiClient,
  endpoint: E,
  input?: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  return (client.call as (e: E, i?: unknown) => Promise<EndpointOutput<E>>)(endpoint, input);
}

/** The server code a failing call rejected with. */
export async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  throw new Error('expected the call to fail');
}
