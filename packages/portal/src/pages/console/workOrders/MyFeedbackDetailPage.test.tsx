// Issue 27.3: the spec's 6-second repeat-click lock holds after a click that sends, not after one
// refused by validation. The reply's Send button locked for 6 s on an empty reply, so the fixed
// reply could not be sent at once.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { createClient, listWorkOrders } from '@chainportal/api';
import MyFeedbackDetailPage from './MyFeedbackDetailPage';
import { renderWithApi, withMockBackend } from '../../../testing/mockBackend';

// A whole page with the mock backend: slow on the shared CI machine.
vi.setConfig({ testTimeout: 30_000 });

withMockBackend();

it('a reply refused for being empty leaves Send free; a reply that sends locks it', async () => {
  const client = createClient({ baseURL: 'http://api.test', getToken: () => 'customer-token' });
  const { list } = await listWorkOrders(client, { pageNum: 1, pageSize: 10, status: 'pending' });
  const id = list[0]?.id;
  expect(id).toBeDefined();
  const path = '/myconsultation/myfeedbackdetail';
  const router = createMemoryRouter([{ path, element: <MyFeedbackDetailPage /> }], {
    initialEntries: [`${path}?id=${id}`],
  });
  renderWithApi(client, <RouterProvider router={router} />);
  const user = userEvent.setup();
  const send = await screen.findByRole('button', { name: 'Send reply' });

  await user.click(send);
  expect(await screen.findByText('Write a reply.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Your reply/ })).toHaveFocus();
  expect(send).not.toHaveAttribute('aria-disabled');

  await user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'It happens about once a minute.');
  expect(screen.queryByText('Write a reply.')).not.toBeInTheDocument();
  await user.click(send);
  const conversation = screen.getByRole('list', { name: 'Conversation' });
  expect(await within(conversation).findByText('It happens about once a minute.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Your reply/ })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Send reply' })).toHaveAttribute('aria-disabled', 'true');
});
