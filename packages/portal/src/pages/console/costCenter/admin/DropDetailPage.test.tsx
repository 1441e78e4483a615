// Issue 28.2: enum values are always shown translated. Drop details showed the raw chain types
// ("consensus / permissioned / core"); the operator reads the chains' names.
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiProvider, createClient } from '@chainportal/api';
import { resetMockDb, server } from '@chainportal/api/mocks/node';
import DropDetailPage from './DropDetailPage';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  resetMockDb();
});
afterAll(() => server.close());

it('names each chain in the reader language, never by its raw value', async () => {
  const client = createClient({ baseURL: 'http://api.test', getToken: () => 'admin-token' });
  const router = createMemoryRouter([{ path: '/costCenter/dropdetail', element: <DropDetailPage /> }], {
    initialEntries: ['/costCenter/dropdetail'],
  });
  render(
    <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </ApiProvider>,
  );
  const table = await screen.findByRole('table', { name: 'Drop details' });
  const chains = (await within(table).findAllByRole('row'))
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
  expect(chains.length).toBeGreaterThan(0);
  for (const chain of chains) {
    expect(['Core chain', 'Open consensus chain', 'Open permissioned chain']).toContain(chain);
  }
});
