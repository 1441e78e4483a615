// What the portal's unit tests of pages share: the api's mock backend in Node, and a render with a
// client and an SWR cache of the test's own.
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterAll, beforeAll } from 'vitest';
import { ApiProvider, type ApiClient } from '@chainportal/api';
import { resetMockDb, server } from '@chainportal/api/mocks/node';

/** For a test file: the mock backend with its seeded world, started before its tests and closed after. */
export function withMockBackend(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'bypass' });
    resetMockDb();
  });
  afterAll(() => server.close());
}

/** Renders `ui` with `client` and a cache of its own, so no answer leaks from one test to the next. */
export function renderWithApi(client: ApiClient, ui: ReactNode) {
  return render(
    <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
      <Suspense fallback={null}>{ui}</Suspense>
    </ApiProvider>,
  );
}
