// The live chain status against a real chain (anvil on 127.0.0.1:20545, the spec's id of ScOcc02001):
// the latest block and the gas price as read, a mined block seen on the next refresh, an address
// nothing answers on as unreachable, and a chain without an address as not configured.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAnvil, type Anvil } from './testing/anvil';

const PORT = 20545;
let anvil: Anvil;

beforeAll(async () => {
  anvil = await startAnvil(PORT, 0x13488c5);
}, 30_000);
afterAll(async () => {
  await anvil.stop();
});

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** useChainStatus built with VITE_CHAIN_RPC_URLS set to `urls` (the config is read at import). */
async function hookWith(urls: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('VITE_CHAIN_RPC_URLS', JSON.stringify(urls));
  const module = await import('./useChainStatus');
  vi.unstubAllEnvs();
  return module.useChainStatus;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

describe('useChainStatus', () => {
  it('reads the latest block and the gas price, and sees a new block on the next refresh', async () => {
    const useChainStatus = await hookWith({ ScOcc02001: anvil.url });
    const before = Number(BigInt((await rpc('eth_blockNumber')) as string));
    const gas = BigInt((await rpc('eth_gasPrice')) as string);
    const { result } = renderHook(() => useChainStatus('ScOcc02001', { refreshMs: 300 }), { wrapper });
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('live'), { timeout: 10_000 });
    expect(result.current.reading?.blockNumber).toBe(before);
    expect(result.current.reading?.gasPrice).toBe(gas);
    expect(result.current.reading?.gasPrice).toBeGreaterThan(0n);

    await act(async () => {
      await rpc('evm_mine');
    });
    await waitFor(() => expect(result.current.reading?.blockNumber).toBe(before + 1), { timeout: 10_000 });
    const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
    expect(result.current.reading?.blockTime).toBe(Number(BigInt(block.timestamp)) * 1000);
  }, 30_000);

  it('reads nothing while the document is hidden, and reads again when it is shown', async () => {
    const useChainStatus = await hookWith({ ScOcc02001: anvil.url });
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    const { result } = renderHook(() => useChainStatus('ScOcc02001', { refreshMs: 200 }), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('live'), { timeout: 10_000 });
    const seen = result.current.reading?.blockNumber ?? -1;
    setVisibility('hidden');
    try {
      await act(async () => {
        await rpc('evm_mine');
        // Five refresh periods with the tab hidden: not one read.
        await new Promise((resolve) => setTimeout(resolve, 1000));
      });
      expect(result.current.reading?.blockNumber).toBe(seen);
    } finally {
      setVisibility('visible');
    }
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(result.current.reading?.blockNumber).toBe(seen + 1), { timeout: 10_000 });
  }, 30_000);

  it('says a chain nothing answers on cannot be reached', async () => {
    const useChainStatus = await hookWith({ ScOcc02001: 'http://127.0.0.1:9' });
    const { result } = renderHook(() => useChainStatus('ScOcc02001', { refreshMs: 300 }), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('unreachable'), { timeout: 10_000 });
    expect(result.current.reading).toBeUndefined();
  }, 30_000);

  it('says a chain without an address is not configured, and calls nothing', async () => {
    const useChainStatus = await hookWith({ ScOcc02001: anvil.url });
    const { result } = renderHook(() => useChainStatus('ScOcc03001'), { wrapper });
    expect(result.current.state).toBe('notConfigured');
  });
});
