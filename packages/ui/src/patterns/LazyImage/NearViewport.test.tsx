import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './NearViewport';

/** An IntersectionObserver the test drives: `enter()` tells every observer its element is near. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  const margins: string[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      callbacks.push(callback);
      margins.push(options?.rootMargin ?? '');
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    margins,
    enter: () =>
      act(() => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

describe('NearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders its content only once the place comes near the viewport, then keeps it', () => {
    const observer = stubObserver();
    render(
      <NearViewport minHeight="10rem">
        <p>Chain status</p>
      </NearViewport>,
    );
    expect(screen.queryByText('Chain status')).toBeNull();
    expect(observer.margins).toEqual(['30%']);
    observer.enter();
    expect(screen.getByText('Chain status')).toBeTruthy();
  });

  it('renders its content at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport>
        <p>Chain status</p>
      </NearViewport>,
    );
    expect(screen.getByText('Chain status')).toBeTruthy();
  });
});
