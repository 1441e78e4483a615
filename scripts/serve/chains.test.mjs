// The chains' runner: each chain answers its spec chain id, a second start on the same ports shares
// the running chains (npm start and npm run serve:prod at once), a port held by another chain is
// refused with the way out, and stop() ends the chains it started.
import { afterAll, describe, expect, it } from 'vitest';
import { CHAIN_IDS, chainIdAt, freePort, startChain, startChains } from './chains.mjs';

describe('startChains', () => {
  const running = [];
  afterAll(async () => {
    for (const chains of running.reverse()) await chains.stop();
  });

  it('starts one anvil per chain with the testnet ids, shares them on a second start, and stops them', async () => {
    const ports = [await freePort(), await freePort()];
    const chains = await startChains({ network: 'testnet', ports, blockTime: 60 });
    running.push(chains);
    expect(await chainIdAt(chains.urls.ScOcc02001)).toBe(CHAIN_IDS.testnet.ScOcc02001);
    expect(await chainIdAt(chains.urls.ScOcc03001)).toBe(0x133ef53);
    expect(JSON.parse(chains.env.VITE_CHAIN_RPC_URLS)).toEqual(chains.urls);
    expect(chains.env.CHAIN_RPC_URLS).toBe(chains.env.VITE_CHAIN_RPC_URLS);
    expect(chains.env.CHAIN_DEPLOYER_KEY).toMatch(/^0x[0-9a-f]{64}$/);

    const again = await startChains({ network: 'testnet', ports, blockTime: 60 });
    expect(again.shared).toBe(true);
    await again.stop(); // shared: leaves them running
    expect(await chainIdAt(chains.urls.ScOcc02001)).toBe(0x133ef52);

    await expect(startChain({ chainId: CHAIN_IDS.mainnet.ScOcc02001, port: ports[0] })).rejects.toThrow(
      /CHAIN_PORTS/,
    );

    await chains.stop();
    expect(await chainIdAt(chains.urls.ScOcc02001)).toBeUndefined();
  }, 60_000);
});
