// Issue 28.2: enum values are always shown translated. Drop details showed the raw chain types
// ("consensus / permissioned / core"); the operator reads the chains' names.
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { createClient } from '@chainportal/api';
import DropDetailPage from './DropDetailPage';
import { renderWithApi, withMockBackend } from '../../../../testing/mockBackend';

withMockBackend();

it('names each chain in the reader language, never by its raw value', async () => {
  const client = createClient({ baseURL: 'http://api.test', getToken: () => 'admin-token' });
  const router = createMemoryRouter([{ path: '/costCenter/dropdetail', element: <DropDetailPage /> }], {
    initialEntries: ['/costCenter/dropdetail'],
  });
  renderWithApi(client, <RouterProvider router={router} />);
  const table = await screen.findByRole('table', { name: 'Drop details' });
  const chains = (await within(table).findAllByRole('row'))
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
  expect(chains.length).toBeGreaterThan(0);
  for (const chain of chains) {
    expect(['Core chain', 'Open consensus chain', 'Open permissioned chain']).toContain(chain);
  }
});
