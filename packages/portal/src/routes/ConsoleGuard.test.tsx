import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, createClient, type ApiClient } from '@chainportal/api';
import { MessageHost, messageStore } from '@chainportal/ui';
import { TOKEN_COOKIE } from '../session/cookies';
import { createSessionStore } from '../session/store';
import { slowPage } from '../testing/slowPage';
import { ConsoleGuard } from './ConsoleGuard';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** What the spec says the user info holds besides the roles each test gives: nothing more. */
const INFO = { name: 'Bo', avatar: '', introduction: '' };

/** What GET /client/user/info answers: `data` (with the fields given), or a failure of the call. */
type Answer = Record<string, unknown> | null | Error;

/** A real api client whose user-info call answers `answer`; `fetch` records the calls. */
function clientAnswering(answer: Answer, notify = vi.fn()) {
  const fetch = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    const data = answer && { ...INFO, ...answer };
    return new Response(JSON.stringify({ code: 0, msg: 'success', data }));
  });
  return { client: createClient({ baseURL: 'http://api.test', fetch, notify }), fetch, notify };
}

function setup(path: string, answer: Answer | ApiClient, token: string | null = 't-1') {
  if (token) Cookies.set(TOKEN_COOKIE, token);
  const store = createSessionStore();
  const services =
    answer !== null && 'call' in answer
      ? { client: answer as ApiClient, fetch: vi.fn() }
      : clientAnswering(answer);
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
    <ApiProvider client={services.client}>
      <RouterProvider router={router} />
      <MessageHost />
    </ApiProvider>,
  );
  return { store, services };
}

const expectLocation = (expected: string | RegExp) =>
  waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(expected));

beforeEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  messageStore.destroy();
});

describe('ConsoleGuard', () => {
  it('sends a visitor without a token to /login with the full path and query as redirect', async () => {
    const { services } = setup('/costCenter/orderMGT?page=2&q=a', { roles: ['customer'] }, null);
    await expectLocation('/login?redirect=%2FcostCenter%2ForderMGT%3Fpage%3D2%26q%3Da');
    expect(services.fetch).not.toHaveBeenCalled();
  });

  it('after the user signed out, goes to plain /login (no redirect back to the page left)', async () => {
    const { store } = setup('/costCenter/orderMGT?page=2', { roles: ['customer'], name: 'Bo' });
    expect(await screen.findByText('console page')).toBeInTheDocument();
    act(() => store.clear({ signedOut: true }));
    await expectLocation(/^\/login$/);
  });

  it('a session lost on a page (not signed out) keeps the page as redirect', async () => {
    const { store } = setup('/costCenter/orderMGT?page=2', { roles: ['customer'], name: 'Bo' });
    expect(await screen.findByText('console page')).toBeInTheDocument();
    act(() => store.clear());
    await expectLocation('/login?redirect=%2FcostCenter%2ForderMGT%3Fpage%3D2');
  });

  it('loads user info once, then shows an allowed page', async () => {
    const { store, services } = setup('/costCenter/orderMGT', { roles: ['customer'], name: 'Bo' });
    expect(await screen.findByText('console page')).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ roles: ['customer'], name: 'Bo' });
    expect(services.fetch).toHaveBeenCalledWith(
      'http://api.test/client/user/info?token=t-1',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends a customer away from admin-only pages to /401 and unknown paths to /404', async () => {
    setup('/costCenter/dropdetail', { roles: ['customer'] });
    await expectLocation('/401');
  });

  it('lets admin open admin-only pages', async () => {
    setup('/contractmanage/mycontract', { roles: ['admin'] });
    expect(await screen.findByText('console page')).toBeInTheDocument();
  });

  it('sends unknown console paths to /404', async () => {
    setup('/nothing/here', { roles: ['admin'] });
    await expectLocation('/404');
  });

  it('follows a group redirect', async () => {
    setup('/homepage', { roles: ['customer'] });
    await expectLocation('/homepage/homepage');
    expect(screen.getByText('console page')).toBeInTheDocument();
  });

  it('empty roles: clears the token, explains and goes to /login without redirect', async () => {
    const { store } = setup('/costCenter/orderMGT', { roles: [] });
    expect(await screen.findByText('getInfo: roles must be a non-null array!')).toBeInTheDocument();
    await expectLocation(/^\/login$/);
    expect(store.getState().token).toBeUndefined();
  });

  it('no data: says verification failed', async () => {
    setup('/homepage/homepage', null);
    expect(await screen.findByText('Verification failed, please Login again.')).toBeInTheDocument();
  });

  it('a failure nobody showed: its message or "Has Error", keeping redirect for the invite pages', async () => {
    const broken = {
      baseURL: '',
      errorCount: 0,
      call: () => Promise.reject(new Error('')),
      callRaw: vi.fn(),
    };
    setup('/service/inviteservice?code=abc', broken as unknown as ApiClient);
    expect(await screen.findByText('Has Error')).toBeInTheDocument();
    await expectLocation('/login?redirect=%2Fservice%2Finviteservice%3Fcode%3Dabc');
  });

  it('a failure the api client already showed is not shown twice', async () => {
    const notify = vi.fn();
    const { client } = clientAnswering(new TypeError('Failed to fetch'), notify);
    const { store } = setup('/costCenter/orderMGT', client);
    await expectLocation(/^\/login$/);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(store.getState().token).toBeUndefined();
    expect(screen.queryByText('Has Error')).toBeNull();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});

describe('ConsoleGuard and the token cookie', () => {
  it('goes to /login on the next navigation when the cookie disappeared', async () => {
    let cookie: string | undefined = 't-9';
    const store = createSessionStore(() => cookie);
    const { client } = clientAnswering({ roles: ['customer'] });
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
      <ApiProvider client={client}>
        <RouterProvider router={router} />
      </ApiProvider>,
    );
    await expectLocation('/homepage/homepage');
    cookie = undefined;
    await router.navigate('/costCenter/orderMGT');
    await expectLocation('/login?redirect=%2FcostCenter%2ForderMGT');
  });
});

describe('ConsoleGuard while the sign-in page has not rendered yet', () => {
  /** A customer signed in on `path`; the /login and /404 pages have not rendered yet. */
  async function slowPagesRouter(path: string) {
    Cookies.set(TOKEN_COOKIE, 't-1');
    const store = createSessionStore();
    const { client } = clientAnswering({ roles: ['customer'] });
    const { Page: SlowPage, arrive } = slowPage();
    const router = createMemoryRouter(
      [
        {
          path: '/login',
          element: (
            <SlowPage>
              <Where />
            </SlowPage>
          ),
        },
        {
          path: '/404',
          element: (
            <SlowPage>
              <Where />
            </SlowPage>
          ),
        },
        {
          path: '*',
          element: (
            <ConsoleGuard store={store}>
              <Where />
            </ConsoleGuard>
          ),
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <ApiProvider client={client}>
        <Suspense fallback={<p>loading</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </ApiProvider>,
    );
    const at = () => router.state.location.pathname + router.state.location.search;
    return { store, router, arrive, at };
  }

  /** Signed out on /costCenter/orderMGT: the guard has sent the router to /login, not rendered yet. */
  async function signedOutWithSlowLogin() {
    const opened = await slowPagesRouter('/costCenter/orderMGT');
    await expectLocation('/costCenter/orderMGT');
    act(() => opened.store.clear({ signedOut: true }));
    await waitFor(() => expect(opened.at()).toBe('/login'));
    return opened;
  }

  it('a console address opened while the sign-out is on its way goes to plain /login', async () => {
    const { router, arrive, at } = await signedOutWithSlowLogin();
    await act(() => router.navigate('/homepage/homepage'));
    await waitFor(() => expect(at()).toBe('/login'));
    arrive();
    await expectLocation(/^\/login$/);
  });

  it('a console address opened after the sign-out ended goes to sign-in, keeping that address', async () => {
    const { store, router, arrive, at } = await signedOutWithSlowLogin();
    act(() => store.endSignOut());
    await act(() => router.navigate('/homepage/homepage'));
    await waitFor(() => expect(at()).toBe('/login?redirect=%2Fhomepage%2Fhomepage'));
    arrive();
    await expectLocation('/login?redirect=%2Fhomepage%2Fhomepage');
  });

  it('a second unknown console address also goes to /404', async () => {
    const { router, arrive, at } = await slowPagesRouter('/nothing/here');
    await waitFor(() => expect(at()).toBe('/404'));
    await act(() => router.navigate('/nothing/there'));
    await waitFor(() => expect(at()).toBe('/404'));
    arrive();
    await expectLocation('/404');
  });
});
