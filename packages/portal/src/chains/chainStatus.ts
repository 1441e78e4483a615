/**
 * A platform chain's live status (issue 29): its latest block, when that block was made and the gas
 * price, read through the chain's JsonRpcProvider. Nothing here imports ethers itself: the provider
 * comes from chainProvider (which loads it on demand).
 */
import type { JsonRpcProvider } from 'ethers';

export interface ChainReading {
  blockNumber: number;
  /** When the latest block was made (its timestamp), in ms since the epoch. */
  blockTime: number;
  /** eth_gasPrice, in wei. */
  gasPrice: bigint;
  /** When this reading was taken, in ms since the epoch. */
  readAt: number;
}

/** Raised when a read takes longer than its time limit (a node that accepts and never answers). */
export class ChainTimeoutError extends Error {
  constructor(ms: number) {
    super(`The chain did not answer within ${ms} ms`);
    this.name = 'ChainTimeoutError';
  }
}

/** `promise`, or a ChainTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChainTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The latest block (number and time) and the gas price, within `timeoutMs`. */
export async function readChain(provider: JsonRpcProvider, timeoutMs = 10_000): Promise<ChainReading> {
  const [block, gasPrice] = await withTimeout(
    Promise.all([provider.getBlock('latest'), provider.send('eth_gasPrice', []) as Promise<string>]),
    timeoutMs,
  );
  if (!block) throw new Error('The chain returned no latest block');
  return {
    blockNumber: block.number,
    blockTime: block.timestamp * 1000,
    gasPrice: BigInt(gasPrice),
    readAt: Date.now(),
  };
}

const GWEI = 1_000_000_000n;

/**
 * A gas price in wei as Gwei with at most three decimals ("1.5", "0.001", "12"); under 0.001 Gwei
 * the amount in wei, with `unit` saying which.
 */
export function gasPriceParts(wei: bigint): { amount: string; unit: 'gwei' | 'wei' } {
  if (wei < GWEI / 1000n) return { amount: wei.toString(), unit: 'wei' };
  const thousandths = (wei * 1000n + GWEI / 2n) / GWEI;
  const whole = thousandths / 1000n;
  const fraction = (thousandths % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return { amount: fraction ? `${whole}.${fraction}` : whole.toString(), unit: 'gwei' };
}

/** How long ago `then` was, seen from `now`, as a count and a unit: seconds under a minute, and so on. */
export function ageParts(
  then: number,
  now: number,
): { count: number; unit: 'seconds' | 'minutes' | 'hours' | 'days' } {
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < 60) return { count: seconds, unit: 'seconds' };
  if (seconds < 3600) return { count: Math.floor(seconds / 60), unit: 'minutes' };
  if (seconds < 86_400) return { count: Math.floor(seconds / 3600), unit: 'hours' };
  return { count: Math.floor(seconds / 86_400), unit: 'days' };
}
