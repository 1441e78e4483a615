import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToTopUnlessKept } from '../app/scrollOnNavigation';
import { CachedOutlet } from './CachedOutlet';
import { refreshStore } from './pageCache';
import { createStore, useStore } from './store';

// Test pages: a filter input three components deep, a page that shows its own query, a page whose
// effects can be counted. Real console pages are built elsewhere; the cache must not care.
function Field({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return (
    <label>
      {label}
      <input value={value} onChange={(e) => setValue(e.target.value)} />
    </label>
  );
}
const Deep = ({ label }: { label: string }) => (
  <section>
    <div>
      <Field label={label} />
    </div>
  </section>
);
function QueryPage() {
  const [params] = useSearchParams();
  return <p data-testid="query">{`status=${params.get('status') ?? ''}`}</p>;
}
const effects = { running: 0 };
function EffectPage() {
  useEffect(() => {
    effects.running++;
    return () => {
      effects.running--;
    };
  }, []);
  return <Field label="Effect notes" />;
}

const NAMES: Record<string, string> = {
  '/orders': 'Orders',
  '/contracts/create/template': 'CreateContract',
  '/detail': 'Detail',
  '/query': 'Query',
  '/effect': 'Effect',
};
const NO_CACHE = new Set(['Detail']);
// The tags state's cachedViews: what the frame adds on a visit, and a tab close removes.
const cachedStore = createStore<string[]>([]);

function Frame() {
  const location = useLocation();
  const name = NAMES[location.pathname];
  const cached = useStore(cachedStore);
  useEffect(() => {
    const current = cachedStore.getState();
    if (name && !NO_CACHE.has(name) && !current.includes(name)) cachedStore.setState([...current, name]);
  }, [name]);
  return <CachedOutlet name={name} cached={cached} />;
}

function setup(start = '/orders') {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/orders', element: <Deep label="Order filter" /> },
          { path: '/contracts/create/template', element: <Deep label="Contract name" /> },
          { path: '/detail', element: <Deep label="Detail note" /> },
          { path: '/query', element: <QueryPage /> },
          { path: '/effect', element: <EffectPage /> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  const go = (to: string) => act(() => router.navigate(to));
  return { router, go };
}

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

beforeEach(() => {
  cachedStore.setState([]);
  refreshStore.setState({});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('CachedOutlet', () => {
  it('keeps a page, state three components deep and any menu depth, while another is shown', async () => {
    const { go } = setup();
    type('Order filter', 'pending');
    await go('/contracts/create/template');
    type('Contract name', 'ERC-20');
    // The hidden page stays mounted but is not shown (Activity hides it).
    expect(screen.getByLabelText('Order filter', { selector: 'input' })).not.toBeVisible();
    await go('/orders');
    expect(screen.getByLabelText('Order filter')).toHaveValue('pending');
    expect(screen.getByLabelText('Order filter')).toBeVisible();
    expect(screen.getByLabelText('Contract name', { selector: 'input' })).not.toBeVisible();
    await go('/contracts/create/template');
    expect(screen.getByLabelText('Contract name')).toHaveValue('ERC-20');
  });

  it('mounts a page again on refresh, and only that page', async () => {
    const { go } = setup();
    type('Order filter', 'pending');
    await go('/contracts/create/template');
    type('Contract name', 'ERC-20');
    act(() => refreshStore.refresh('CreateContract'));
    expect(screen.getByLabelText('Contract name')).toHaveValue('');
    await go('/orders');
    expect(screen.getByLabelText('Order filter')).toHaveValue('pending');
    // Refreshing a hidden page drops it: it is new when shown.
    type('Order filter', 'paid');
    await go('/contracts/create/template');
    act(() => refreshStore.refresh('Orders'));
    expect(screen.queryByLabelText('Order filter', { selector: 'input' })).toBeNull();
    await go('/orders');
    expect(screen.getByLabelText('Order filter')).toHaveValue('');
  });

  it('drops a page whose tab was closed', async () => {
    const { go } = setup();
    type('Order filter', 'pending');
    await go('/contracts/create/template');
    act(() => cachedStore.setState(cachedStore.getState().filter((n) => n !== 'Orders')));
    expect(screen.queryByLabelText('Order filter', { selector: 'input' })).toBeNull();
    await go('/orders');
    expect(screen.getByLabelText('Order filter')).toHaveValue('');
  });

  it('always mounts a noCache page anew', async () => {
    const { go } = setup('/detail');
    type('Detail note', 'draft');
    await go('/orders');
    expect(screen.queryByLabelText('Detail note', { selector: 'input' })).toBeNull();
    await go('/detail');
    expect(screen.getByLabelText('Detail note')).toHaveValue('');
  });

  it('pauses the effects of a hidden page and runs them again when it is shown', async () => {
    effects.running = 0;
    const { go } = setup('/effect');
    expect(effects.running).toBe(1);
    type('Effect notes', 'kept');
    await go('/orders');
    expect(effects.running).toBe(0);
    await go('/effect');
    expect(effects.running).toBe(1);
    expect(screen.getByLabelText('Effect notes')).toHaveValue('kept');
  });

  it('keeps the query of a cached page: hidden it sees its own, back by a bare path it is restored', async () => {
    const { router, go } = setup('/query?status=paid');
    expect(screen.getByTestId('query')).toHaveTextContent('status=paid');
    await go('/orders?status=open');
    // Hidden, it is not re-rendered with the other page's query.
    expect(screen.getByTestId('query')).toHaveTextContent('status=paid');
    await go('/query');
    expect(screen.getByTestId('query')).toHaveTextContent('status=paid');
    expect(router.state.location.search).toBe('?status=paid');
    // On the page itself, clearing the query is the page's choice and is kept.
    await go('/query');
    expect(screen.getByTestId('query')).toHaveTextContent('status=');
    expect(router.state.location.search).toBe('');
    // A link with its own query wins over the kept one.
    await go('/orders');
    await go('/query?status=closed');
    expect(screen.getByTestId('query')).toHaveTextContent('status=closed');
  });

  it('gives a cached page its scroll position back, and a new page none', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    const { go } = setup();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    fireEvent.scroll(window);
    await go('/contracts/create/template');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    scrollTo.mockClear();
    await go('/orders');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    // The root layout's reset to the top then leaves this navigation alone, and only this one.
    scrollTo.mockClear();
    scrollToTopUnlessKept('/orders');
    expect(scrollTo).not.toHaveBeenCalled();
    scrollToTopUnlessKept('/orders');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
