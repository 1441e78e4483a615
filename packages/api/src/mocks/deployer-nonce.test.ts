// @vitest-environment node
// Two backends with the same platform key (two API instances; in the demo, two browsers) deploying
// at once on one chain: each still gets its contract, the later one resending with a fresh nonce
// ("nonce has already been used" failed a journey when two browsers deployed together).
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { freePort, startChain, type RunningChain } from '../../../../scripts/serve/chains.mjs';
import { templates } from '@chainportal/chains';

let chain: RunningChain;
beforeAll(async () => {
  chain = await startChain({ chainId: 0x13488c5, port: await freePort(), blockTime: 0 });
}, 30_000);
afterAll(async () => {
  await chain.stop();
});

async function backend() {
  vi.resetModules();
  const config = await import('./chain/config');
  config.configureChains({ rpcUrls: { ScOcc02001: chain.url } });
  return import('./chain/evm');
}

const deployment = {
  abi: templates.voting.abi,
  bytecode: templates.voting.bytecode,
  args: [['Tea', 'Coffee']],
};

it('deploys from two backends with one key at the same time', async () => {
  const [a, b] = [await backend(), await backend()];
  const sends = await Promise.all(
    [a, b, a, b].map(async (evm) =>
      evm.sendDeployment(
        await evm.connectChain('ScOcc02001', 'mainnet'),
        'ScOcc02001',
        'mainnet',
        deployment,
      ),
    ),
  );
  for (const sent of sends) expect(sent).toMatchObject({ sent: true });
  expect(new Set(sends.map((s) => (s.sent ? s.address : ''))).size).toBe(4);
}, 60_000);

// Two backends that sign the same deployment with the same nonce and fees send one transaction:
// the node refuses the second copy ("transaction already imported", which ethers cannot classify),
// and the second backend must send again with the next nonce, not report a failure.
it('sends again when the other backend sent this very transaction first', async () => {
  const evm = await backend();
  const chain = await evm.connectChain('ScOcc02001', 'mainnet');
  let attempts = 0;
  class AlreadyImportedOnce extends chain.ethers.Wallet {
    override async sendTransaction(
      tx: Parameters<InstanceType<typeof chain.ethers.Wallet>['sendTransaction']>[0],
    ) {
      attempts += 1;
      if (attempts === 1)
        throw chain.ethers.makeError('could not coalesce error', 'UNKNOWN_ERROR', {
          error: { code: -32003, message: 'transaction already imported' },
        });
      return super.sendTransaction(tx);
    }
  }
  const sent = await evm.sendDeployment(
    { ...chain, ethers: { ...chain.ethers, Wallet: AlreadyImportedOnce } },
    'ScOcc02001',
    'mainnet',
    deployment,
  );
  expect(sent).toMatchObject({ sent: true });
  expect(attempts).toBe(2);
}, 30_000);
