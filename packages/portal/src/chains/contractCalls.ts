/**
 * A deployed contract on its chain (issue 29): its functions read through `eth_call`, written
 * through the user's EIP-1193 wallet, its events (`eth_getLogs`), its transactions' receipts and
 * whether its code is the recorded one; and what a failure means to the user
 * (`describeChainError`). Everything takes the provider, so the tests run it against anvil; the
 * pages pass `chainProvider(code)`. ethers is imported here: load this module on demand.
 */
import {
  BrowserProvider,
  type ErrorDescription,
  Interface,
  isError,
  Network,
  keccak256,
  type InterfaceAbi,
  type JsonRpcProvider,
  toQuantity,
} from 'ethers';
import type { WalletProvider } from '../session/wallet';
import { normalizeChainId } from '../wallet/config';
import { USER_REJECTED, walletErrorCode } from '../wallet/errors';
import type { AbiParam } from './abiValues';
import { ChainNotConfiguredError } from './provider';

/** One entry of a JSON ABI, as solc writes it. */
export interface AbiEntry {
  readonly type: string;
  readonly name?: string | undefined;
  readonly inputs?: readonly AbiParam[] | undefined;
  readonly outputs?: readonly AbiParam[] | undefined;
  readonly stateMutability?: string | undefined;
  readonly anonymous?: boolean | undefined;
}

export type Abi = readonly AbiEntry[];

/** A function of the ABI as the panel lists it; `key` tells overloads apart (the signature). */
export interface AbiFunction {
  key: string;
  name: string;
  inputs: readonly AbiParam[];
  outputs: readonly AbiParam[];
  payable: boolean;
  /** view or pure: read with eth_call. */
  readOnly: boolean;
}

const signature = (name: string, inputs: readonly AbiParam[]): string =>
  `${name}(${inputs.map(canonicalType).join(',')})`;

function canonicalType(param: AbiParam): string {
  if (!param.type.startsWith('tuple')) return param.type;
  return `(${(param.components ?? []).map(canonicalType).join(',')})${param.type.slice(5)}`;
}

/** The ABI's functions, read ones then write ones, each in the ABI's order. */
export function abiFunctions(abi: Abi): { read: AbiFunction[]; write: AbiFunction[] } {
  const all = abi
    .filter((entry) => entry.type === 'function' && entry.name)
    .map<AbiFunction>((entry) => ({
      key: signature(entry.name ?? '', entry.inputs ?? []),
      name: entry.name ?? '',
      inputs: entry.inputs ?? [],
      outputs: entry.outputs ?? [],
      payable: entry.stateMutability === 'payable',
      readOnly: entry.stateMutability === 'view' || entry.stateMutability === 'pure',
    }));
  return { read: all.filter((f) => f.readOnly), write: all.filter((f) => !f.readOnly) };
}

const contractInterface = (abi: Abi) => new Interface(abi as InterfaceAbi);

/** A read function's result: each output with its decoded value. */
export interface ReadResult {
  outputs: Array<{ param: AbiParam; value: unknown }>;
}

/** Calls a view or pure function through eth_call and decodes what it returns. */
export async function readFunction(
  provider: JsonRpcProvider,
  address: string,
  abi: Abi,
  fn: AbiFunction,
  args: readonly unknown[],
): Promise<ReadResult> {
  const iface = contractInterface(abi);
  const data = iface.encodeFunctionData(fn.key, args);
  const raw = await provider.call({ to: address, data });
  const decoded = iface.decodeFunctionResult(fn.key, raw);
  return { outputs: fn.outputs.map((param, i) => ({ param, value: decoded[i] as unknown })) };
}

/** The wallet is on another chain than the contract's. */
export class WrongChainError extends Error {
  constructor(
    readonly walletChainId: string | undefined,
    readonly chainId: string,
  ) {
    super(`The wallet is on chain ${walletChainId ?? '?'}, the contract on ${chainId}`);
    this.name = 'WrongChainError';
  }
}

export interface SentTransaction {
  hash: string;
  from: string;
  /** The gas limit the wallet sent with (to tell "out of gas" from a revert). */
  gasLimit: string | undefined;
}

export interface WriteRequest {
  wallet: WalletProvider;
  /** The contract's chain, lower-case hex: the wallet must be on it (WrongChainError). */
  chainId: string;
  address: string;
  abi: Abi;
  fn: AbiFunction;
  args: readonly unknown[];
  /** Wei sent with a payable function. */
  value?: bigint | undefined;
  /** Leave the wallet's estimate when absent. */
  gasLimit?: bigint | undefined;
}

/**
 * Sends a state-changing function through the user's wallet (it asks the user) and returns the
 * transaction hash at once; the receipt comes from `transactionReceipt`. A call that would revert
 * fails here, in the wallet's gas estimate, with its reason.
 */
export async function sendFunction(request: WriteRequest): Promise<SentTransaction> {
  const { wallet, chainId, address, abi, fn, args, value, gasLimit } = request;
  await wallet.request({ method: 'eth_requestAccounts' });
  const walletChain = normalizeChainId(await wallet.request({ method: 'eth_chainId' }));
  if (walletChain !== normalizeChainId(chainId)) throw new WrongChainError(walletChain, chainId);
  // A plain Network: ethers' own for a known id (80001 is Polygon Mumbai's) carries plugins that
  // fetch fees from that chain's gas station.
  const browser = new BrowserProvider(wallet, new Network(`chain-${BigInt(chainId)}`, BigInt(chainId)));
  const signer = await browser.getSigner();
  const data = contractInterface(abi).encodeFunctionData(fn.key, args);
  const tx = await signer.sendTransaction({
    to: address,
    data,
    ...(value ? { value } : {}),
    ...(gasLimit ? { gasLimit } : {}),
  });
  return { hash: tx.hash, from: tx.from, gasLimit: tx.gasLimit.toString() };
}

/** A transaction's receipt, or where it stands without one. */
export type TransactionState =
  | { status: 'pending' }
  /** The chain does not know the hash (dropped, or the chain was reset). */
  | { status: 'unknown' }
  | {
      status: 'success' | 'failed';
      blockNumber: number;
      gasUsed: string;
      gasLimit: string | undefined;
      from: string;
      /** For a failed one: why, replayed with eth_call at its block. */
      failure?: ChainFailure | undefined;
    };

/** The receipt of a transaction (one look; the caller polls while it is pending). */
export async function transactionReceipt(
  provider: JsonRpcProvider,
  hash: string,
  abi: Abi,
): Promise<TransactionState> {
  const [receipt, tx] = await Promise.all([
    provider.getTransactionReceipt(hash),
    provider.getTransaction(hash),
  ]);
  if (!receipt) return tx ? { status: 'pending' } : { status: 'unknown' };
  const base = {
    blockNumber: receipt.blockNumber,
    gasUsed: receipt.gasUsed.toString(),
    gasLimit: tx?.gasLimit.toString(),
    from: receipt.from,
  };
  if (receipt.status === 1) return { status: 'success', ...base };
  let failure: ChainFailure | undefined;
  if (tx && tx.gasLimit === receipt.gasUsed) failure = { kind: 'outOfGas' };
  else if (tx) {
    try {
      await provider.call({
        to: tx.to,
        from: tx.from,
        data: tx.data,
        value: tx.value,
        gasLimit: tx.gasLimit,
        blockTag: receipt.blockNumber - 1,
      });
    } catch (error) {
      failure = describeChainError(error, abi);
    }
  }
  return { status: 'failed', ...base, failure };
}

/** One decoded event. */
export interface ContractEvent {
  /** `${txHash}:${logIndex}` */
  key: string;
  /** undefined: an event the ABI does not describe. */
  name: string | undefined;
  args: Array<{ param: AbiParam; value: unknown }>;
  /** The raw topics and data of an undescribed event. */
  topics: readonly string[];
  data: string;
  blockNumber: number;
  transactionHash: string;
  logIndex: number;
}

/** A log as eth_getLogs returns it. */
interface RpcLog {
  topics: string[];
  data: string;
  blockNumber: string;
  transactionHash: string;
  logIndex: string;
}

function decodeLog(iface: Interface, abi: Abi, log: RpcLog): ContractEvent {
  const base = {
    key: `${log.transactionHash}:${Number(log.logIndex)}`,
    topics: log.topics,
    data: log.data,
    blockNumber: Number(log.blockNumber),
    transactionHash: log.transactionHash,
    logIndex: Number(log.logIndex),
  };
  let parsed: ReturnType<Interface['parseLog']> = null;
  try {
    parsed = iface.parseLog({ topics: [...log.topics], data: log.data });
  } catch {
    parsed = null;
  }
  if (!parsed) return { ...base, name: undefined, args: [] };
  const entry = abi.find(
    (e) => e.type === 'event' && e.name === parsed.name && (e.inputs ?? []).length === parsed.args.length,
  );
  const inputs = entry?.inputs ?? parsed.fragment.inputs.map((p) => ({ name: p.name, type: p.type }));
  return {
    ...base,
    name: parsed.name,
    args: inputs.map((param, i) => ({ param, value: parsed.args[i] as unknown })),
  };
}

/** The contract's events from `fromBlock` (its deployment's block) on, decoded, newest first. */
export async function contractEvents(
  provider: JsonRpcProvider,
  address: string,
  abi: Abi,
  fromBlock = 0,
): Promise<ContractEvent[]> {
  // Sent as is: ethers' getLogs answers a repeated request within 250 ms from its cache, which a
  // refresh right after a write would hit.
  const logs = (await provider.send('eth_getLogs', [
    { address, fromBlock: toQuantity(fromBlock), toBlock: 'latest' },
  ])) as RpcLog[];
  const iface = contractInterface(abi);
  return logs
    .map((log) => decodeLog(iface, abi, log))
    .sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex);
}

/** Whether the code at the address is the recorded one. */
export type CodeMatch = 'matched' | 'different' | 'noCode' | 'notRecorded';

/**
 * The runtime code without solc's CBOR metadata tail (its length is the code's last two bytes):
 * the metadata hashes the source's comments and paths too, so two builds of the same contract can
 * differ only there.
 */
export function withoutMetadata(code: string): string {
  const hex = code.toLowerCase().replace(/^0x/, '');
  if (hex.length < 4) return hex;
  const length = parseInt(hex.slice(-4), 16);
  const tail = (length + 2) * 2;
  // CBOR metadata starts with a map (0xa1-0xa5) holding "ipfs" or "bzzr0"/"bzzr1".
  if (tail >= hex.length || !/^a[1-5]/.test(hex.slice(-tail))) return hex;
  return hex.slice(0, -tail);
}

/**
 * Compares eth_getCode with what the platform recorded: the hash of the code at deployment
 * (exact), else the compiled runtime bytecode without its metadata tail (a contract with
 * immutable variables differs there too: its deployed code holds their values).
 */
export async function compareCode(
  provider: JsonRpcProvider,
  address: string,
  recorded: { codeHash?: string | null | undefined; deployedBytecode?: string | null | undefined },
): Promise<CodeMatch> {
  const code = await provider.getCode(address);
  if (code === '0x' || code === '') return 'noCode';
  if (recorded.codeHash) return keccak256(code) === recorded.codeHash.toLowerCase() ? 'matched' : 'different';
  if (recorded.deployedBytecode) {
    return withoutMetadata(code) === withoutMetadata(recorded.deployedBytecode) ? 'matched' : 'different';
  }
  return 'notRecorded';
}

/** What went wrong, as the page tells the user. */
export type ChainFailure =
  /** The deployment has no RPC URL for the chain. */
  | { kind: 'notConfigured' }
  /** The chain's node does not answer. */
  | { kind: 'unreachable' }
  | { kind: 'wrongChain'; walletChainId: string | undefined }
  /** The user declined in the wallet. */
  | { kind: 'rejected' }
  /** The wallet is already asking the user something. */
  | { kind: 'walletBusy' }
  | { kind: 'outOfGas' }
  | { kind: 'insufficientFunds' }
  /** Reverted: `reason` is the require message or the custom error with its arguments. */
  | { kind: 'reverted'; reason: string | undefined }
  | { kind: 'failed'; message: string };

function customError(abi: Abi, data: unknown): ErrorDescription | null {
  if (typeof data !== 'string' || data.length < 10) return null;
  try {
    return contractInterface(abi).parseError(data);
  } catch {
    return null;
  }
}

/** Revert data wherever ethers or a wallet left it. */
function revertData(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const e = error as Record<string, unknown>;
  if (typeof e.data === 'string' && /^0x[0-9a-fA-F]{8}/.test(e.data)) return e.data;
  for (const inner of [
    e.data,
    e.error,
    e.info,
    e.cause,
    (e.info as Record<string, unknown> | undefined)?.error,
  ]) {
    const found = revertData(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const messageOf = (error: unknown): string => {
  if (!error || typeof error !== 'object') return String(error);
  const e = error as { shortMessage?: unknown; message?: unknown };
  return String(e.shortMessage ?? e.message ?? error);
};

/** The user's view of an error from a read, a write or a receipt. */
export function describeChainError(error: unknown, abi: Abi = []): ChainFailure {
  if (error instanceof ChainNotConfiguredError) return { kind: 'notConfigured' };
  if (error instanceof WrongChainError) return { kind: 'wrongChain', walletChainId: error.walletChainId };
  if (isError(error, 'ACTION_REJECTED') || walletErrorCode(error) === USER_REJECTED)
    return { kind: 'rejected' };
  if (walletErrorCode(error) === -32002) return { kind: 'walletBusy' };
  const text = messageOf(error);
  let nested = '';
  try {
    nested = JSON.stringify(error, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? '';
  } catch {
    // A circular error object: its message is enough.
  }
  if (/out of gas|gas required exceeds|intrinsic gas too low|OutOfGas/i.test(`${text} ${nested}`)) {
    return { kind: 'outOfGas' };
  }
  if (isError(error, 'INSUFFICIENT_FUNDS') || /insufficient funds/i.test(text)) {
    return { kind: 'insufficientFunds' };
  }
  const data = revertData(error);
  const custom = customError(abi, data);
  if (custom && custom.name !== 'Error') {
    return { kind: 'reverted', reason: `${custom.name}(${custom.args.map((a) => String(a)).join(', ')})` };
  }
  if (custom || isError(error, 'CALL_EXCEPTION') || /revert/i.test(text)) {
    const reason =
      (custom ? String(custom.args[0]) : undefined) ??
      (isError(error, 'CALL_EXCEPTION') ? (error.reason ?? undefined) : undefined);
    return { kind: 'reverted', reason: reason ?? /reverted with reason string '(.*)'/.exec(nested)?.[1] };
  }
  if (
    isError(error, 'NETWORK_ERROR') ||
    isError(error, 'TIMEOUT') ||
    isError(error, 'SERVER_ERROR') ||
    /failed to detect network|fetch failed|ECONNREFUSED|Failed to fetch|NetworkError/i.test(
      `${text} ${nested}`,
    )
  ) {
    return { kind: 'unreachable' };
  }
  return { kind: 'failed', message: text };
}
