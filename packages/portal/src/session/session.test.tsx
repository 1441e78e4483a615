import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_COOKIE, setPhone, TOKEN_COOKIE } from './cookies';
import { Permission, usePermission } from './permission';
import type { ApiClient } from '@chainportal/api';
import { createSessionStore, logout } from './store';
import { watchWallet, walletMessage, type WalletProvider } from './wallet';

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  localStorage.clear();
});

describe('session store', () => {
  it('keeps the token in a cookie named after the site id', () => {
    expect(TOKEN_COOKIE).toBe('cp_chainportal_token');
    const store = createSessionStore();
    store.signIn('abc');
    expect(Cookies.get(TOKEN_COOKIE)).toBe('abc');
    expect(createSessionStore().getState().token).toBe('abc');
  });

  it('clears token, roles, name, buttons and the phone cookie', () => {
    const store = createSessionStore();
    store.signIn('abc');
    setPhone('13800000000');
    store.setUserInfo({ roles: ['admin'], name: 'Ann', buttons: ['order:add'] });
    store.clear();
    expect(store.getState()).toMatchObject({ token: undefined, roles: [], name: '', buttons: [] });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(PHONE_COOKIE)).toBeUndefined();
  });
});

describe('the user the session keeps (issue 38.5)', () => {
  it('keeps every field of the spec the backend sends', () => {
    const store = createSessionStore();
    store.signIn('abc');
    store.setUserInfo({
      roles: ['customer'],
      name: 'Bo',
      avatar: 'https://cdn.example/bo.png',
      introduction: 'Node operator',
      messages: 7,
      userphone: '138****0000',
      dealtcount: 3,
      headImg: 'https://cdn.example/bo-head.png',
      chainId: '0x13881',
      buttons: ['order:pay'],
    });
    expect(store.getState()).toMatchObject({
      token: 'abc',
      roles: ['customer'],
      name: 'Bo',
      avatar: 'https://cdn.example/bo.png',
      introduction: 'Node operator',
      messages: 7,
      userphone: '138****0000',
      dealtcount: 3,
      headImg: 'https://cdn.example/bo-head.png',
      chainId: '0x13881',
      buttons: ['order:pay'],
    });
    expect(Cookies.get(PHONE_COOKIE)).toBe('138****0000');
  });

  it('falls back for each field a backend leaves out: empty texts, no counts, no phone, the default avatar, no buttons', () => {
    const store = createSessionStore();
    store.signIn('abc');
    store.setUserInfo({ roles: ['customer'] });
    expect(store.getState()).toEqual({
      token: 'abc',
      roles: ['customer'],
      name: '',
      avatar: '',
      introduction: '',
      messages: 0,
      userphone: null,
      dealtcount: 0,
      headImg: '',
      chainId: null,
      buttons: [],
      account: null,
      signedOut: false,
    });
    expect(Cookies.get(PHONE_COOKIE)).toBeUndefined();
  });
});

describe("the previous user's data", () => {
  it('is forgotten on every change of user: sign-in, sign-out or loss, a cookie changed elsewhere', () => {
    const forget = vi.fn();
    const store = createSessionStore(undefined, forget);
    store.signIn('admin-abc');
    expect(forget).toHaveBeenCalledTimes(1);
    store.setUserInfo({ roles: ['admin'], name: 'Ann' });
    store.setButtons(['order:add']);
    expect(forget).toHaveBeenCalledTimes(1);
    // Code 10004 or a failed user-info load.
    store.clear();
    expect(forget).toHaveBeenCalledTimes(2);
    store.signIn('customer-def');
    expect(forget).toHaveBeenCalledTimes(3);
    // The same token signed in again (the demo role switch back and forth) still starts afresh.
    store.signIn('customer-def');
    expect(forget).toHaveBeenCalledTimes(4);
    Cookies.set(TOKEN_COOKIE, 'altered');
    store.syncToken();
    expect(forget).toHaveBeenCalledTimes(5);
    store.syncToken();
    expect(forget).toHaveBeenCalledTimes(5);
  });
});

describe('button permissions', () => {
  it("allows every action to a list holding '*:*:*' (the administrator's) and none to an empty list", () => {
    const store = createSessionStore(() => 't');
    render(
      <Permission perm="order:pay" store={store}>
        <button type="button">Pay</button>
      </Permission>,
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    act(() => store.setButtons(['*:*:*']));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    act(() => store.setButtons(['order:cancel']));
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  function Probe({ store }: { store: ReturnType<typeof createSessionStore> }) {
    return <span>{usePermission('order:add', store) ? 'yes' : 'no'}</span>;
  }

  it('hides or disables an action without the permission and updates when the list changes', () => {
    const store = createSessionStore(() => 't');
    render(
      <>
        <Probe store={store} />
        <Permission perm="order:add" store={store}>
          <button type="button">Hidden add</button>
        </Permission>
        <Permission perm="order:add" mode="disable" store={store}>
          <button type="button">Disabled add</button>
        </Permission>
      </>,
    );
    expect(screen.getByText('no')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hidden add' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Disabled add' })).toBeDisabled();

    act(() => store.setButtons(['order:add']));
    expect(screen.getByText('yes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hidden add' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Disabled add' })).toBeEnabled();

    act(() => store.setButtons([]));
    expect(screen.queryByRole('button', { name: 'Hidden add' })).toBeNull();
  });
});

/** A signed-in session and a client whose every call answers. */
function signedInWithAnsweringServer() {
  const store = createSessionStore();
  store.signIn('abc');
  const client = {
    baseURL: '',
    errorCount: 0,
    call: vi.fn().mockResolvedValue(undefined),
  } as unknown as ApiClient;
  return { store, client };
}

describe('logout', () => {
  it('clears everything and goes to /login even when the server cannot be reached', async () => {
    const store = createSessionStore();
    store.signIn('abc');
    store.setUserInfo({ roles: ['customer'], name: 'Bo', userphone: '138****0000', buttons: ['order:pay'] });
    expect(Cookies.get(PHONE_COOKIE)).toBe('138****0000');
    const call = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const client = { baseURL: '', errorCount: 0, call, callRaw: vi.fn() } as unknown as ApiClient;
    const steps = { clearCache: vi.fn(), closeAllTabs: vi.fn(), navigate: vi.fn() };
    await logout(client, steps, store);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/logout' }));
    expect(store.getState().token).toBeUndefined();
    expect(store.getState().roles).toEqual([]);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    // The spec: log out clears token, roles, name, buttons and the phone cookie.
    expect(store.getState()).toMatchObject({ name: '', buttons: [], userphone: null });
    expect(Cookies.get(PHONE_COOKIE)).toBeUndefined();
    expect(steps.clearCache).toHaveBeenCalled();
    expect(steps.closeAllTabs).toHaveBeenCalled();
    expect(steps.navigate).toHaveBeenCalledWith('/login');
  });

  it('goes to /login in the same task as it clears the session, before any render can see the console without a token', async () => {
    const { store, client } = signedInWithAnsweringServer();
    const steps = {
      clearCache: vi.fn().mockResolvedValue(undefined),
      closeAllTabs: vi.fn(),
      navigate: vi.fn(),
    };
    // A render scheduled by the session change runs at the earliest in a microtask.
    let navigatedBeforeRender: boolean | undefined;
    store.subscribe(() => {
      if (!store.getState().token)
        queueMicrotask(() => (navigatedBeforeRender = steps.navigate.mock.calls.length > 0));
    });
    await logout(client, steps, store);
    expect(navigatedBeforeRender).toBe(true);
  });

  it('marks the session as signed out (not lost) until its navigation to /login is done', async () => {
    const { store, client } = signedInWithAnsweringServer();
    let arrive = () => {};
    const steps = {
      clearCache: vi.fn().mockResolvedValue(undefined),
      closeAllTabs: vi.fn(),
      navigate: vi.fn(() => new Promise<void>((resolve) => (arrive = resolve))),
    };
    const done = logout(client, steps, store);
    await vi.waitFor(() => expect(steps.navigate).toHaveBeenCalledWith('/login'));
    // Meanwhile the console guard also goes to plain /login.
    expect(store.getState()).toMatchObject({ token: undefined, signedOut: true });
    arrive();
    await done;
    // A console address visited later keeps its redirect again.
    expect(store.getState().signedOut).toBe(false);
    expect(steps.clearCache).toHaveBeenCalled();
  });
});

describe('wallet presence', () => {
  it('stores the chain id and reloads on account or chain change', async () => {
    const handlers: Record<string, () => void> = {};
    const provider: WalletProvider = {
      request: vi.fn().mockResolvedValue('0x13881'),
      on: (event, handler) => {
        handlers[event] = handler as () => void;
      },
      removeListener: vi.fn(),
    };
    const reload = vi.fn();
    watchWallet({ provider, reload, log: vi.fn() });
    await vi.waitFor(() => expect(localStorage.getItem('cp-wallet-chain-id')).toBe('0x13881'));
    handlers.accountsChanged?.();
    handlers.chainChanged?.();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('only notes in the console when there is no wallet', () => {
    const log = vi.fn();
    const reload = vi.fn();
    watchWallet({ provider: undefined, reload, log });
    expect(log).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs a message carrying the address, a nonce and the time', () => {
    const message = walletMessage('0xabc', 'n-1', new Date('2026-01-02T03:04:05Z'));
    expect(message).toContain('0xabc');
    expect(message).toContain('n-1');
    expect(message).toContain('2026-01-02T03:04:05.000Z');
  });
});
