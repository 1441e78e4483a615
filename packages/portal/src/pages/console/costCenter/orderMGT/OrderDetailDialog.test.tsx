// Issue 28.2: enum values are always shown translated. The order detail showed the raw edition
// ("basic"); the customer reads the edition's name.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { apiEndpoints, createClient } from '@chainportal/api';
import { OrderDetailDialog } from './OrderDetailDialog';
import { renderWithApi, withMockBackend } from '../../../../testing/mockBackend';

withMockBackend();

it('names the edition in the reader language, never by its raw value', async () => {
  const client = createClient({ baseURL: 'http://api.test', getToken: () => 'customer-token' });
  const { list } = await client.call(apiEndpoints.orders.list, { pageNum: 1, pageSize: 1 });
  const order = list[0]!;
  renderWithApi(client, <OrderDetailDialog id={order.id} onClose={() => {}} />);
  const label = await screen.findByText('Edition');
  const names = { basic: 'Basic', custom: 'Custom', trial: 'Trial', advanced: 'Advanced' };
  const detail = await client.call(apiEndpoints.orders.detail, { id: order.id });
  const row = label.closest('tr') ?? label.parentElement!;
  expect(row.textContent).toContain(names[detail.edition as keyof typeof names]);
  expect(row.textContent).not.toMatch(new RegExp(`\\b${detail.edition!}\\b`));
});
