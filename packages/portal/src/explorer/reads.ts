/**
 * The chain browser's reads (issue 41), straight from a platform chain's node through its
 * JsonRpcProvider (chains/provider.ts): the latest blocks, a block, a transaction with its receipt
 * decoded, an address. Each read has a time limit, so a node that accepts and never answers shows
 * as unreachable. Values come back as text the panels show as they are (ether, Gwei). Imports
 * ethers: loaded on demand by useExplorer.ts.
 */
import { formatEther, formatUnits, getAddress, type Block, type JsonRpcProvider } from 'ethers';
import { withTimeout } from '../chains/chainStatus';
import { decodeInput, decodeLogs, type DecodedCall, type DecodedEvent, type KnownAbi } from './decode';
import { templateAbis } from './templates';

const TIMEOUT_MS = 10_000;

export interface BlockRow {
  number: number;
  hash: string;
  /** The block's timestamp, in ms since the epoch. */
  time: number;
  txCount: number;
  gasUsed: string;
  gasLimit: string;
}

export interface BlockView extends BlockRow {
  parentHash: string;
  miner: string;
  /** Gwei, when the chain has a base fee (EIP-1559). */
  baseFeeGwei?: string | undefined;
  transactions: string[];
}

/** A contract record of the customer's (the console's "My contracts"), as the browser links it. */
export interface ContractRecordRef {
  id: number;
  name: string;
  /** Lower case. */
  address: string;
  abi?: KnownAbi['abi'] | undefined;
}

export interface TxView {
  hash: string;
  status: 'success' | 'failed' | 'pending';
  blockNumber: number | null;
  from: string;
  to: string | null;
  /** The contract a creation made. */
  created: string | null;
  /** In ether. */
  value: string;
  gasUsed: string | null;
  gasLimit: string;
  /** Gwei: the price paid (receipt) or offered. */
  gasPrice: string;
  nonce: number;
  input: string;
  call: DecodedCall | undefined;
  events: DecodedEvent[];
  /** The customer's records among the addresses the transaction touched. */
  records: ContractRecordRef[];
}

export interface AddressView {
  /** Checksummed. */
  address: string;
  /** In ether. */
  balance: string;
  isContract: boolean;
  /** Bytes of code (0 for an account). */
  codeSize: number;
  /** Transactions sent from it (its nonce). */
  sent: number;
}

/** Finds the customer's records at addresses of a chain (the console's; none on the public site). */
export type FindRecords = (addresses: string[]) => Promise<ContractRecordRef[]>;

const row = (block: Block): BlockRow => ({
  number: block.number,
  hash: block.hash ?? '',
  time: block.timestamp * 1000,
  txCount: block.transactions.length,
  gasUsed: block.gasUsed.toString(),
  gasLimit: block.gasLimit.toString(),
});

/** The latest `count` blocks, newest first. */
export async function latestBlocks(provider: JsonRpcProvider, count = 10): Promise<BlockRow[]> {
  const latest = await withTimeout(provider.getBlockNumber(), TIMEOUT_MS);
  const numbers = Array.from({ length: Math.min(count, latest + 1) }, (_, i) => latest - i);
  const blocks = await withTimeout(Promise.all(numbers.map((n) => provider.getBlock(n))), TIMEOUT_MS);
  return blocks.filter((b): b is Block => b !== null).map(row);
}

/** A block by number, or null when the chain has none (yet). */
export async function blockByNumber(provider: JsonRpcProvider, number: number): Promise<BlockView | null> {
  const block = await withTimeout(provider.getBlock(number), TIMEOUT_MS);
  if (!block) return null;
  return {
    ...row(block),
    parentHash: block.parentHash,
    miner: block.miner,
    baseFeeGwei: block.baseFeePerGas === null ? undefined : formatUnits(block.baseFeePerGas, 'gwei'),
    transactions: [...block.transactions],
  };
}

async function recordsAt(find: FindRecords | undefined, addresses: string[]): Promise<ContractRecordRef[]> {
  if (!find || addresses.length === 0) return [];
  try {
    return await find([...new Set(addresses.map((a) => a.toLowerCase()))]);
  } catch {
    // The records are a help; the chain's own data shows without them.
    return [];
  }
}

/** A transaction with its receipt, its input and logs decoded; null when the chain has no such hash. */
export async function transaction(
  provider: JsonRpcProvider,
  hash: string,
  find?: FindRecords,
): Promise<TxView | null> {
  const [tx, receipt] = await withTimeout(
    Promise.all([provider.getTransaction(hash), provider.getTransactionReceipt(hash)]),
    TIMEOUT_MS,
  );
  if (!tx) return null;
  const created = receipt?.contractAddress ?? null;
  const logs = (receipt?.logs ?? []).map((log) => ({
    address: log.address,
    topics: log.topics,
    data: log.data,
    index: log.index,
  }));
  const touched = [tx.to, created, ...logs.map((l) => l.address)].filter((a): a is string => Boolean(a));
  const [records, templates] = await Promise.all([recordsAt(find, touched), templateAbis()]);
  const known: KnownAbi[] = [
    ...records.flatMap((r) =>
      r.abi ? [{ name: r.name, abi: r.abi, address: r.address, recordId: r.id }] : [],
    ),
    ...templates,
  ];
  const price = receipt?.gasPrice ?? tx.gasPrice;
  return {
    hash: tx.hash,
    status: !receipt ? 'pending' : receipt.status === 1 ? 'success' : 'failed',
    blockNumber: receipt?.blockNumber ?? tx.blockNumber,
    from: tx.from,
    to: tx.to,
    created,
    value: formatEther(tx.value),
    gasUsed: receipt ? receipt.gasUsed.toString() : null,
    gasLimit: tx.gasLimit.toString(),
    gasPrice: formatUnits(price, 'gwei'),
    nonce: tx.nonce,
    input: tx.data,
    call: decodeInput(tx.to, tx.data, known),
    events: decodeLogs(logs, known),
    records,
  };
}

/** An address: its balance, whether code lives there, and how many transactions it sent. */
export async function addressInfo(provider: JsonRpcProvider, address: string): Promise<AddressView> {
  const [balance, code, sent] = await withTimeout(
    Promise.all([
      provider.getBalance(address),
      provider.getCode(address),
      provider.getTransactionCount(address),
    ]),
    TIMEOUT_MS,
  );
  const codeSize = Math.max(0, (code.length - 2) / 2);
  return {
    address: getAddress(address),
    balance: formatEther(balance),
    isContract: codeSize > 0,
    codeSize,
    sent,
  };
}
