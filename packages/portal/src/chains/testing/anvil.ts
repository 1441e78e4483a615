/**
 * An anvil node for the chain unit tests (Node only), from npm `@foundry-rs/anvil`. Each test file
 * takes its own port.
 */
import { JsonRpcProvider, Network } from 'ethers';
import { startChain } from '../../../../../scripts/serve/chains.mjs';

/** anvil's funded development keys (the well-known test mnemonic): they hold nothing of value. */
export const DEV_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const;

export interface Anvil {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts anvil on 127.0.0.1:port with the chain id (scripts/serve/chains.mjs, the runner of the demo
 * and the test command), mining a block only for each transaction, and resolves once it answers.
 */
export async function startAnvil(port: number, chainId: number): Promise<Anvil> {
  const chain = await startChain({ chainId, port, blockTime: 0 });
  return { url: chain.url, stop: () => chain.stop() };
}

/** An ethers provider on the node, one request at a time, as the tests' sends and reads expect. */
export function anvilProvider(anvil: Anvil, chainId: string): JsonRpcProvider {
  return new JsonRpcProvider(anvil.url, undefined, {
    staticNetwork: new Network('test', BigInt(chainId)),
    batchMaxCount: 1,
    // No 250 ms answer cache: a second send right after the first must not reuse its nonce.
    cacheTimeout: -1,
    pollingInterval: 50,
  });
}
