// Issue 27.3: the spec's 6-second repeat-click lock holds after a click that sends, not after one
// refused by the page's own checks. "Use as avatar" locked for 6 s on a file that is not an image,
// so choosing a real one could not be saved at once.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { createClient } from '@chainportal/api';
import UserInfoPage from './UserInfoPage';
import { renderWithApi, withMockBackend } from '../../../testing/mockBackend';

// A whole page with the mock backend: slow on the shared CI machine.
vi.setConfig({ testTimeout: 30_000 });

withMockBackend();

it('a file refused as no image leaves the save button free; a save that sends locks it', async () => {
  const client = createClient({ baseURL: 'http://api.test', getToken: () => 'customer-token' });
  const router = createMemoryRouter([{ path: '/system/userInfo', element: <UserInfoPage /> }], {
    initialEntries: ['/system/userInfo'],
  });
  const { container } = renderWithApi(client, <RouterProvider router={router} />);
  const user = userEvent.setup({ applyAccept: false });
  const input = await vi.waitFor(() => {
    const found = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  const save = screen.getByRole('button', { name: 'Use as avatar' });

  // Named as an image, but not one: the page refuses it before sending.
  await user.upload(input, new File(['hello'], 'photo.png', { type: 'text/plain' }));
  await user.click(save);
  expect(await screen.findByText('Choose a png, jpg, jpeg or gif image of at most 1 MB')).toHaveRole('alert');
  expect(save).not.toHaveAttribute('aria-disabled');

  await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
  expect(screen.getByText('photo.png')).toBeVisible();
  await user.click(save);
  expect(save).toHaveAttribute('aria-disabled', 'true');
  // The test ends when the customer's wait does: the avatar is saved, and the chosen file leaves the
  // list. Ending at the click left the save's request to go out after the mock backend had closed.
  await waitFor(() => expect(screen.queryByText('photo.png')).not.toBeInTheDocument());
});
