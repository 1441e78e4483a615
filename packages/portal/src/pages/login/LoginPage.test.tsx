// Issue 38.4: the spec's node sign-in (POST /login/node) is offered where the deployment turns it on
// (config.json's nodeLogin, read by app/config.ts nodeLoginEnabled), on a tab beside password sign-in.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@chainportal/api';
import { applyRuntimeConfig } from '../../app/runtimeConfig';
import { session } from '../../session/store';
import LoginPage from './LoginPage';
import { renderWithApi, withMockBackend } from '../../testing/mockBackend';

// jsdom has no ResizeObserver; the form's checkbox (Radix) measures with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// A whole page with the mock backend: slow on the shared CI machine.
vi.setConfig({ testTimeout: 30_000 });

withMockBackend();
afterEach(() => {
  applyRuntimeConfig({});
  session.clear();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
});

/** The sign-in page on /login with the mock backend; `paths` lists the API paths it called. */
function renderLogin() {
  const paths: string[] = [];
  const client = createClient({
    baseURL: 'http://api.test',
    fetch: ((input: string | URL | Request, init?: RequestInit) => {
      paths.push(new URL(String(input)).pathname);
      return globalThis.fetch(input, init);
    }) as typeof fetch,
  });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <main aria-label="landed" /> },
    ],
    { initialEntries: ['/login'] },
  );
  renderWithApi(client, <RouterProvider router={router} />);
  return { paths, router };
}

describe('the sign-in page', () => {
  it('offers password sign-in alone when the deployment has not turned node sign-in on', async () => {
    renderLogin();
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Node account' })).toBeNull();
  });

  it('signs a node account in through POST /login/node, reached with the keyboard', async () => {
    applyRuntimeConfig({ nodeLogin: true });
    const { paths, router } = renderLogin();
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Sign-in method' });
    const password = within(tabs).getByRole('tab', { name: 'Password' });
    expect(password).toHaveAttribute('aria-selected', 'true');
    // The password form (with the wallet button) is the first panel.
    expect(screen.getByRole('button', { name: 'Sign in with wallet' })).toBeVisible();

    // Tab to the tab list, arrow to "Node account": its form replaces the password one.
    password.focus();
    await user.keyboard('{ArrowRight}');
    const node = within(tabs).getByRole('tab', { name: 'Node account' });
    expect(node).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Sign in with wallet' })).toBeNull();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await user.keyboard('node');
    await user.tab();
    await user.keyboard('node123{Enter}');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/homepage/homepage'));
    expect(paths).toEqual(['/login/node']);
    expect(session.getState().token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps password sign-in on POST /login beside it', async () => {
    applyRuntimeConfig({ nodeLogin: true });
    const { paths, router } = renderLogin();
    const user = userEvent.setup();
    await screen.findByRole('tablist', { name: 'Sign-in method' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo');
    await user.tab();
    await user.keyboard('demo123{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/homepage/homepage'));
    expect(paths).toEqual(['/login']);
  });
});
