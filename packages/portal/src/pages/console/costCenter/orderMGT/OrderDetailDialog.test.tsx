// Issue 28.2: enum values are always shown translated. The order detail showed the raw edition
// ("basic"); the customer reads the edition's name.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiEndpoints, ApiProvider, createClient } from '@chainportal/api';
import { resetMockDb, server } from '@chainportal/api/mocks/node';
import { OrderDetailDialog } from './OrderDetailDialog';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  resetMockDb();
});
afterAll(() => server.close());

it('names the edition in the reader language, never by its raw value', async () => {
  const client = createClient({ baseURL: 'http://api.test', getToken: () => 'customer-token' });
  const { list } = await client.call(apiEndpoints.orders.list, { pageNum: 1, pageSize: 1 });
  const order = list[0]!;
  render(
    <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
      <Suspense fallback={null}>
        <OrderDetailDialog id={order.id} onClose={() => {}} />
      </Suspense>
    </ApiProvider>,
  );
  const label = await screen.findByText('Edition');
  const names = { basic: 'Basic', custom: 'Custom', trial: 'Trial', advanced: 'Advanced' };
  const detail = await client.call(apiEndpoints.orders.detail, { id: order.id });
  const row = label.closest('tr') ?? label.parentElement!;
  expect(row.textContent).toContain(names[detail.edition as keyof typeof names]);
  expect(row.textContent).not.toMatch(new RegExp(`\\b${detail.edition!}\\b`));
});
