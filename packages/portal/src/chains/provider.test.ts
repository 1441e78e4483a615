// The provider of ScOcc03001, whose chain id (0x13881 = 80001) ethers also knows as Polygon Mumbai:
// its fees come from the platform chain, never from Polygon's gas station (which the CSP blocks and
// this machine cannot reach), so the gas price reads as on every other chain.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startChain, freePort, type RunningChain } from '../../../../scripts/serve/chains.mjs';

let chain: RunningChain;
beforeAll(async () => {
  chain = await startChain({ chainId: 0x13881, port: await freePort() });
}, 30_000);
afterAll(async () => {
  await chain.stop();
});

it('reads the fees of ScOcc03001 from its own chain', async () => {
  vi.resetModules();
  vi.stubEnv('VITE_CHAIN_RPC_URLS', JSON.stringify({ ScOcc03001: chain.url }));
  const { chainProvider } = await import('./provider');
  vi.unstubAllEnvs();
  const provider = await chainProvider('ScOcc03001', 'mainnet');
  expect((await provider.getNetwork()).chainId).toBe(80001n);
  const fees = await provider.getFeeData();
  expect(fees.gasPrice).toBeGreaterThan(0n);
}, 30_000);
