import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageHost } from '@chainportal/ui';
import { TOKEN_COOKIE } from '../session/cookies';
import { SessionServicesProvider, type SessionServices } from '../session/services';
import { createSessionStore } from '../session/store';
import { ConsoleGuard } from './ConsoleGuard';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function setup(path: string, fetchUserInfo: SessionServices['fetchUserInfo'], token: string | null = 't-1') {
  if (token) Cookies.set(TOKEN_COOKIE, token);
  const store = createSessionStore();
  const services: SessionServices = {
    login: vi.fn(),
    loginWithWallet: vi.fn(),
    logout: vi.fn(),
    fetchUserInfo: vi.fn(fetchUserInfo),
  };
  const guarded = (
    <ConsoleGuard store={store}>
      <p>console page</p>
      <Where />
    </ConsoleGuard>
  );
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      { path: '/401', element: <Where /> },
      { path: '/404', element: <Where /> },
      { path: '*', element: guarded },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionServicesProvider services={services}>
      <RouterProvider router={router} />
      <MessageHost />
    </SessionServicesProvider>,
  );
  return { store, services };
}

const expectLocation = (expected: string | RegExp) =>
  waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(expected));

beforeEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
});

describe('ConsoleGuard', () => {
  it('sends a visitor without a token to /login with the full path and query as redirect', async () => {
    const { services } = setup(
      '/costCenter/orderMGT?page=2&q=a',
      async () => ({ roles: ['customer'] }),
      null,
    );
    await expectLocation('/login?redirect=%2FcostCenter%2ForderMGT%3Fpage%3D2%26q%3Da');
    expect(services.fetchUserInfo).not.toHaveBeenCalled();
  });

  it('loads user info once, then shows an allowed page', async () => {
    const { store, services } = setup('/costCenter/orderMGT', async () => ({
      roles: ['customer'],
      name: 'Bo',
    }));
    expect(await screen.findByText('console page')).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ roles: ['customer'], name: 'Bo' });
    expect(services.fetchUserInfo).toHaveBeenCalledWith('t-1');
  });

  it('sends a customer away from admin-only pages to /401 and unknown paths to /404', async () => {
    setup('/costCenter/dropdetail', async () => ({ roles: ['customer'] }));
    await expectLocation('/401');
  });

  it('lets admin open admin-only pages', async () => {
    setup('/contractmanage/mycontract', async () => ({ roles: ['admin'] }));
    expect(await screen.findByText('console page')).toBeInTheDocument();
  });

  it('sends unknown console paths to /404', async () => {
    setup('/nothing/here', async () => ({ roles: ['admin'] }));
    await expectLocation('/404');
  });

  it('follows a group redirect', async () => {
    setup('/homepage', async () => ({ roles: ['customer'] }));
    await expectLocation('/homepage/homepage');
    expect(screen.getByText('console page')).toBeInTheDocument();
  });

  it('empty roles: clears the token, explains and goes to /login without redirect', async () => {
    const { store } = setup('/costCenter/orderMGT', async () => ({ roles: [] }));
    expect(await screen.findByText('getInfo: roles must be a non-null array!')).toBeInTheDocument();
    await expectLocation(/^\/login$/);
    expect(store.getState().token).toBeUndefined();
  });

  it('no data: says verification failed', async () => {
    setup('/homepage/homepage', async () => null);
    expect(await screen.findByText('Verification failed, please Login again.')).toBeInTheDocument();
  });

  it('another failure: shows its message or "Has Error", keeping redirect for the invite pages', async () => {
    setup('/service/inviteservice?code=abc', () => Promise.reject(new Error('')));
    expect(await screen.findByText('Has Error')).toBeInTheDocument();
    await expectLocation('/login?redirect=%2Fservice%2Finviteservice%3Fcode%3Dabc');
  });
});

describe('ConsoleGuard and the token cookie', () => {
  it('goes to /login on the next navigation when the cookie disappeared', async () => {
    let cookie: string | undefined = 't-9';
    const store = createSessionStore(() => cookie);
    const services: SessionServices = {
      login: vi.fn(),
      loginWithWallet: vi.fn(),
      logout: vi.fn(),
      fetchUserInfo: vi.fn(async () => ({ roles: ['customer'] })),
    };
    const router = createMemoryRouter(
      [
        { path: '/login', element: <Where /> },
        {
          path: '*',
          element: (
            <ConsoleGuard store={store}>
              <Where />
            </ConsoleGuard>
          ),
        },
      ],
      { initialEntries: ['/homepage/homepage'] },
    );
    render(
      <SessionServicesProvider services={services}>
        <RouterProvider router={router} />
      </SessionServicesProvider>,
    );
    await expectLocation('/homepage/homepage');
    cookie = undefined;
    await router.navigate('/costCenter/orderMGT');
    await expectLocation('/login?redirect=%2FcostCenter%2ForderMGT');
  });
});
