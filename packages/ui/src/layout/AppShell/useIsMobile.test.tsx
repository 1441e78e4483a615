import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY, useIsMobile } from './useIsMobile';

/** A matchMedia stand-in whose width can be changed by the test. */
function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  const maxWidth = Number(/max-width:\s*([\d.]+)px/.exec(MOBILE_QUERY)?.[1]);
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return state.width <= maxWidth;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
  return (next: number) => {
    state.width = next;
    listeners.forEach((fn) => fn());
  };
}

describe('useIsMobile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true below 992px and follows viewport changes', () => {
    const resize = fakeViewport(1280);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => resize(991));
    expect(result.current).toBe(true);
    act(() => resize(992));
    expect(result.current).toBe(false);
  });
});
