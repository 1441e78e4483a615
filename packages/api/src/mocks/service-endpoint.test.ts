// @vitest-environment node
// In the demo, a service on the network the local chains serve answers at its chain's node, so the
// portal's Test connection reaches a real chain; a service on the other network keeps its seeded
// address (nothing there serves that network's chain id).
import { afterEach, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { configureChains } from './chain/config';
import { call, clientFor, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();
afterEach(() => configureChains({}));

const URLS = { ScOcc02001: 'http://127.0.0.1:18545', ScOcc03001: 'http://127.0.0.1:18546' } as const;

it('gives a service on the chains’ network its chain’s node, and one on the other network its own address', async () => {
  configureChains({ rpcUrls: URLS, network: 'mainnet' });
  const client = clientFor(CUSTOMER);
  const { list } = await call(client, e.services.list, { pageNum: 1, pageSize: 50 });
  const onChain = list.filter((s) => s.chainCode);
  const main = onChain.find((s) => s.network === 'mainnet')!;
  const test = onChain.find((s) => s.network === 'testnet')!;
  expect((await call(client, e.services.detail, { id: main.id })).rpcEndpoint).toBe(
    URLS[main.chainCode as keyof typeof URLS],
  );
  expect((await call(client, e.services.detail, { id: test.id })).rpcEndpoint).toMatch(/^https:\/\/rpc\./);

  configureChains({ rpcUrls: URLS, network: 'testnet' });
  expect((await call(client, e.services.detail, { id: test.id })).rpcEndpoint).toBe(
    URLS[test.chainCode as keyof typeof URLS],
  );
});
