// The latest blocks are read again every 5 s while the page is visible, not while it is hidden (a tab
// in the background costs the chain's node nothing), and again as soon as it is shown. The reads
// themselves are the chain's (reads.ts, against anvil in the journeys); here they are counted.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLatestBlocks } from './useExplorer';

const latestBlocks = vi.fn();
vi.mock('./reads', () => ({ latestBlocks: (...args: unknown[]) => latestBlocks(...args) }));
vi.mock('../chains/provider', () => ({ chainProvider: async () => ({}) }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useLatestBlocks', () => {
  let head = 100;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    latestBlocks.mockImplementation(async () => [{ number: ++head }]);
  });
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
    latestBlocks.mockReset();
  });

  it('reads again every 5 s while visible, not while hidden, and again when shown', async () => {
    const { result } = renderHook(() => useLatestBlocks('ScOcc02001'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ number: 101 }]));
    expect(latestBlocks).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(result.current.data).toEqual([{ number: 102 }]));

    setVisibility('hidden');
    const calls = latestBlocks.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(latestBlocks).toHaveBeenCalledTimes(calls);

    setVisibility('visible');
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(latestBlocks).toHaveBeenCalledTimes(calls + 1));
    await waitFor(() => expect(result.current.data).toEqual([{ number: 100 + calls + 1 }]));
  });

  it('reads nothing without a chain', async () => {
    renderHook(() => useLatestBlocks(undefined), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(latestBlocks).not.toHaveBeenCalled();
  });
});
