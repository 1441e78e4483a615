/**
 * The platform's side of its chains in the demo backend (decision 0075): deploy with the platform's
 * key, read receipts and code. ethers is imported on first use, so neither the browser demo's mock
 * chunk nor the HTTP API loads it before a contract call needs it.
 */
import type * as EthersModule from 'ethers';
import type { JsonRpcProvider, TransactionReceipt, TransactionResponse } from 'ethers';
import { chainIdOf, type ChainCode, type Network } from '../../contracts/chains';
import { chainDeployerKey, chainGeneration, chainRpcUrlOf, chainTimeoutMs } from './config';

type Ethers = typeof EthersModule;

/** Why a chain could not be used: none configured, its node on another network, or no answer. */
export class ChainUnavailable extends Error {
  constructor(
    readonly kind: 'notConfigured' | 'wrongNetwork' | 'unreachable',
    readonly chainCode: ChainCode,
    readonly network: Network,
  ) {
    super(`${chainCode} (${network}): ${kind}`);
    this.name = 'ChainUnavailable';
  }
}

export interface Chain {
  ethers: Ethers;
  provider: JsonRpcProvider;
}

const providers = new Map<string, JsonRpcProvider>();

/** Is this error ethers' (or the fetch's) failure to reach the node, not the chain's answer? */
function isTransportError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SERVER_ERROR' || code === 'TIMEOUT' || code === 'NETWORK_ERROR' || error instanceof TypeError
  );
}

/**
 * The chain's provider, after checking the node answers with the chain id of the platform's chain
 * on that network (one `eth_chainId`). Throws ChainUnavailable.
 */
export async function connectChain(code: ChainCode, network: Network): Promise<Chain> {
  const url = chainRpcUrlOf(code);
  if (!url) throw new ChainUnavailable('notConfigured', code, network);
  const ethers = await import('ethers');
  const expected = BigInt(chainIdOf(code, network));
  const key = `${chainGeneration()} ${code} ${network} ${url}`;
  let provider = providers.get(key);
  if (!provider) {
    const request = new ethers.FetchRequest(url);
    request.timeout = chainTimeoutMs();
    // The chain id is pinned: ethers never polls to detect it (the check below does, once per call).
    // A plain Network: Network.from(0x13881) would be ethers' Polygon Mumbai, whose fees it fetches
    // from Polygon's gas station instead of the chain.
    provider = new ethers.JsonRpcProvider(request, undefined, {
      staticNetwork: new ethers.Network(`${code}-${network}`, expected),
      batchMaxCount: 1,
      pollingInterval: 250,
      // No answer is reused: two deployments in a row need the second's nonce read afresh.
      cacheTimeout: -1,
    });
    providers.set(key, provider);
  }
  let answered: unknown;
  try {
    answered = await provider.send('eth_chainId', []);
  } catch {
    throw new ChainUnavailable('unreachable', code, network);
  }
  if (typeof answered !== 'string' || BigInt(answered) !== expected) {
    throw new ChainUnavailable('wrongNetwork', code, network);
  }
  return { ethers, provider };
}

/** A chain call that throws ChainUnavailable('unreachable') when the node stops answering. */
async function onChain<T>(
  chain: Chain,
  code: ChainCode,
  network: Network,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isTransportError(error)) throw new ChainUnavailable('unreachable', code, network);
    throw error;
  }
}

/** One deployment at a time per chain, so the platform key's nonces follow each other. */
const sending = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = sending.get(key) ?? Promise.resolve();
  const next = before.then(run, run);
  sending.set(
    key,
    next.catch(() => undefined),
  );
  return next;
}

export type SentDeployment =
  | { sent: true; txHash: string; from: string; address: string; tx: TransactionResponse }
  /** The node refused it before sending: the constructor reverts, or the key lacks funds. */
  | { sent: false; reason: string };

/** The reason in a revert or refusal error of ethers, as a short line. */
export function reasonOf(error: unknown): string {
  const e = error as { reason?: unknown; shortMessage?: unknown; code?: unknown; message?: unknown } | null;
  if (typeof e?.reason === 'string' && e.reason) return e.reason;
  if (e?.code === 'INSUFFICIENT_FUNDS') return 'insufficient funds for gas';
  if (typeof e?.shortMessage === 'string' && e.shortMessage) return e.shortMessage;
  return typeof e?.message === 'string' ? e.message.split('\n')[0]!.slice(0, 300) : 'unknown error';
}

/**
 * The other sender took the nonce: with a transaction of its own (ethers' NONCE_EXPIRED or
 * REPLACEMENT_UNDERPRICED), or with this very one, when both signed the same deployment with the
 * same nonce and fees (anvil: "transaction already imported", geth: "already known"; ethers cannot
 * classify those and says UNKNOWN_ERROR).
 */
function nonceTaken(error: unknown): boolean {
  const e = error as { code?: unknown; error?: { message?: unknown } } | null;
  if (e?.code === 'NONCE_EXPIRED' || e?.code === 'REPLACEMENT_UNDERPRICED') return true;
  const message = e?.error?.message;
  return typeof message === 'string' && /already (imported|known)/i.test(message);
}

/**
 * Sends a contract's creation (bytecode and the ABI-encoded arguments) from the platform's key.
 * Throws ChainUnavailable; a revert or refusal before sending is `{ sent: false, reason }`.
 */
export async function sendDeployment(
  chain: Chain,
  code: ChainCode,
  network: Network,
  deployment: { abi: readonly unknown[]; bytecode: string; args: readonly unknown[] },
): Promise<SentDeployment> {
  const { ethers, provider } = chain;
  const wallet = new ethers.Wallet(chainDeployerKey(), provider);
  const factory = new ethers.ContractFactory(
    deployment.abi as ConstructorParameters<typeof ethers.ContractFactory>[0],
    deployment.bytecode,
    wallet,
  );
  const request = await factory.getDeployTransaction(...deployment.args);
  return oneAtATime(`${code} ${network} ${wallet.address}`, async () => {
    // Another sender of the same key (a second API instance; in the demo, every browser's backend)
    // may take the nonce first: read it again and resend, a few times.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const tx = await wallet.sendTransaction(request);
        const address = ethers.getCreateAddress({ from: tx.from, nonce: tx.nonce });
        return { sent: true as const, txHash: tx.hash, from: tx.from, address, tx };
      } catch (error) {
        if (isTransportError(error)) throw new ChainUnavailable('unreachable', code, network);
        if (nonceTaken(error) && attempt < 4) continue;
        return { sent: false as const, reason: reasonOf(error) };
      }
    }
  });
}

export type DeploymentOutcome =
  | { status: 'pending' }
  | {
      status: 'deployed';
      address: string;
      from: string;
      blockNumber: number;
      codeHash: string;
      input: string;
    }
  | {
      status: 'failed';
      from: string;
      blockNumber: number;
      reason: string;
      /** Mined with status 0 (true), or mined fine but created no contract (false). */
      reverted: boolean;
    }
  | { status: 'unknown' };

/** Why a mined deployment failed: its revert reason replayed, or out of gas. */
async function failureOf(chain: Chain, receipt: TransactionReceipt, tx: TransactionResponse | null) {
  if (tx && receipt.gasUsed === tx.gasLimit) return 'out of gas';
  if (!tx) return 'reverted';
  try {
    await chain.provider.call({
      from: tx.from,
      data: tx.data,
      value: tx.value,
      gasLimit: tx.gasLimit,
      blockTag: receipt.blockNumber - 1,
    });
    return 'reverted';
  } catch (error) {
    return reasonOf(error);
  }
}

/**
 * What a transaction did, read from the chain: pending, deployed (the receipt's contract address
 * has code), failed (status 0, or no contract created) or unknown (no such transaction).
 */
export async function readDeployment(
  chain: Chain,
  code: ChainCode,
  network: Network,
  txHash: string,
): Promise<DeploymentOutcome> {
  return onChain(chain, code, network, async () => {
    const { provider, ethers } = chain;
    const [receipt, tx] = await Promise.all([
      provider.getTransactionReceipt(txHash),
      provider.getTransaction(txHash),
    ]);
    if (!receipt) return tx ? { status: 'pending' } : { status: 'unknown' };
    const common = { from: ethers.getAddress(receipt.from), blockNumber: receipt.blockNumber };
    if (receipt.status !== 1) {
      return { status: 'failed', ...common, reason: await failureOf(chain, receipt, tx), reverted: true };
    }
    if (!receipt.contractAddress) {
      return { status: 'failed', ...common, reason: 'no contract created', reverted: false };
    }
    const onChainCode = await provider.getCode(receipt.contractAddress, receipt.blockNumber);
    if (onChainCode === '0x') {
      return { status: 'failed', ...common, reason: 'no code at the contract address', reverted: false };
    }
    return {
      status: 'deployed',
      ...common,
      address: ethers.getAddress(receipt.contractAddress),
      codeHash: ethers.keccak256(onChainCode),
      input: tx?.data ?? '0x',
    };
  });
}

/** Reads a deployment until it is mined, for at most `waitMs` (then 'pending'). */
export async function awaitDeployment(
  chain: Chain,
  code: ChainCode,
  network: Network,
  txHash: string,
  waitMs: number,
): Promise<DeploymentOutcome> {
  const until = Date.now() + waitMs;
  for (;;) {
    const outcome = await readDeployment(chain, code, network, txHash);
    if (outcome.status !== 'pending' && outcome.status !== 'unknown') return outcome;
    if (Date.now() >= until) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
