import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from '@chainportal/ui';
import type { ConsoleRoute } from '../routes/types';
import { createPagePreloader, INTENT_DELAY_MS, intentLinks } from './pageIntent';

const items = [
  { key: 'home', path: '/homepage/homepage', title: 'Home' },
  { key: 'orders', path: '/costCenter/orderMGT', title: 'Order management' },
];

/** The menu as the console frame renders it: ui's Sidebar with the intent links. */
function renderMenu(onIntent: (path: string) => void) {
  render(<Sidebar items={items} activePath="/homepage/homepage" renderLink={intentLinks(onIntent)} />);
  return screen.getByRole('link', { name: 'Order management' });
}

describe('a menu link tells which page is likely next', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('once the mouse has rested on it, not when the pointer only crosses it', () => {
    const onIntent = vi.fn();
    const link = renderMenu(onIntent);
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS - 10));
    fireEvent.pointerLeave(link, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    expect(onIntent).not.toHaveBeenCalled();

    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    expect(onIntent).toHaveBeenCalledExactlyOnceWith('/costCenter/orderMGT');
  });

  it('at once when it is pressed (a touch has no hover), and after a short focus from the keyboard', () => {
    const onIntent = vi.fn();
    const link = renderMenu(onIntent);
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    expect(onIntent).not.toHaveBeenCalled();
    fireEvent.pointerDown(link, { pointerType: 'touch' });
    expect(onIntent).toHaveBeenCalledExactlyOnceWith('/costCenter/orderMGT');

    onIntent.mockClear();
    const home = screen.getByRole('link', { name: 'Home' });
    act(() => home.focus());
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    expect(onIntent).toHaveBeenCalledExactlyOnceWith('/costCenter/orderMGT');
  });

  it('is still the menu: its link leads to the page and marks the page shown', () => {
    renderMenu(vi.fn());
    expect(screen.getByRole('link', { name: 'Order management' })).toHaveAttribute(
      'href',
      '#/costCenter/orderMGT',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('createPagePreloader', () => {
  const page = () => Promise.resolve({ default: () => null });
  const routes = (loader: ConsoleRoute['page']): ConsoleRoute[] => [
    {
      path: '/costCenter',
      children: [{ path: '/costCenter/orderMGT', page: loader, namespaces: ['billing'] }],
    },
    { path: '/placeholder' },
  ];

  it("asks for a page's code and translations once, by its path in any case", () => {
    const loader = vi.fn(page);
    const loadNamespaces = vi.fn(() => Promise.resolve());
    const preload = createPagePreloader(loadNamespaces, routes(loader));
    preload('/costCenter/orderMGT');
    preload('/costcenter/ordermgt');
    expect(loader).toHaveBeenCalledOnce();
    expect(loadNamespaces).toHaveBeenCalledExactlyOnceWith(['billing']);
  });

  it('does nothing for a path without a page, and asks again after a failure', async () => {
    const loader = vi.fn(() => Promise.reject(new Error('offline')));
    const loadNamespaces = vi.fn(() => Promise.resolve());
    const preload = createPagePreloader(loadNamespaces, routes(loader));
    preload('/placeholder');
    preload('/nowhere');
    expect(loadNamespaces).not.toHaveBeenCalled();

    preload('/costCenter/orderMGT');
    await vi.waitFor(() => expect(loader).toHaveBeenCalledOnce());
    await Promise.resolve();
    preload('/costCenter/orderMGT');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
