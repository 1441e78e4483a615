import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_WINDOW_MS, reloadOnce } from './chunkErrors';

beforeEach(() => sessionStorage.clear());

describe('reloadOnce', () => {
  it('reloads once per address in the window, then again after it', () => {
    const reload = vi.fn();
    expect(reloadOnce(1_000, reload)).toBe(true);
    expect(reloadOnce(2_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(1_000 + RELOAD_WINDOW_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('tells chunk failures from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
