import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { slowPage } from '../testing/slowPage';
import { Redirect } from './Redirect';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

describe('Redirect', () => {
  it('sends a second address to the target even before the target page has rendered', async () => {
    const { Page: NotFound, arrive } = slowPage();
    const router = createMemoryRouter(
      [
        {
          path: '/404',
          element: (
            <NotFound>
              <Where />
            </NotFound>
          ),
        },
        { path: '*', element: <Redirect to="/404" /> },
      ],
      { initialEntries: ['/nothing/here'] },
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    // The user opens another unknown address while /404 has not rendered: it goes there too.
    await act(() => router.navigate('/nothing/there'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    arrive();
    expect(await screen.findByLabelText('location')).toHaveTextContent('/404');
  });
});
