/**
 * The chain browser's decoding (issue 41): a transaction's input and its logs read with the ABIs the
 * platform knows. A contract's own record (the console's "My contracts", matched by address) is
 * tried first, then the platform's templates (packages/chains, OpenZeppelin-based), which are matched
 * by selector and event topic alone: a template's function or event decodes whatever contract emits
 * it. What no known ABI describes stays raw. Imports ethers: load this module on demand.
 */
import { Interface, type InterfaceAbi } from 'ethers';
import { formatAbiValue, type AbiParam } from '../chains/abiValues';
import type { Abi } from '../chains/contractCalls';

/** An ABI the platform knows, with where it comes from. */
export interface KnownAbi {
  /** The contract's name: the record's name, or the template's contract. */
  name: string;
  abi: Abi;
  /** A record's address (lower case): its ABI is used for this address only, before any template. */
  address?: string | undefined;
  /** The customer's record (console), for a link to it. */
  recordId?: number | undefined;
}

export interface DecodedArg {
  name: string;
  type: string;
  /** The value as text (formatAbiValue): numbers in full, addresses checksummed. */
  value: string;
}

export interface DecodedCall {
  /** The function's name and its signature, e.g. transfer(address,uint256). */
  name: string;
  signature: string;
  args: DecodedArg[];
  /** Whose ABI described it. */
  contract: string;
}

export interface RawLog {
  address: string;
  topics: readonly string[];
  data: string;
  index: number;
}

export interface DecodedEvent extends RawLog {
  /** Undefined: no known ABI describes the log (shown raw). */
  name?: string | undefined;
  signature?: string | undefined;
  contract?: string | undefined;
  args: DecodedArg[];
}

const interfaces = new WeakMap<Abi, Interface>();
function interfaceOf(abi: Abi): Interface {
  let iface = interfaces.get(abi);
  if (!iface) {
    iface = new Interface(abi as InterfaceAbi);
    interfaces.set(abi, iface);
  }
  return iface;
}

/** The ABIs to try for `address`: its record's first, then the templates. */
function candidates(address: string | null | undefined, known: readonly KnownAbi[]): KnownAbi[] {
  const at = address?.toLowerCase();
  return [
    ...known.filter((k) => k.address !== undefined && k.address === at),
    ...known.filter((k) => k.address === undefined),
  ];
}

function args(params: readonly AbiParam[], values: ArrayLike<unknown>): DecodedArg[] {
  return params.map((param, i) => ({
    name: param.name || `#${i}`,
    type: param.type,
    value: formatAbiValue(param, values[i]),
  }));
}

/**
 * The function a transaction to `to` called, decoded; undefined for a plain transfer (no input), a
 * contract creation (`to` null) or an input no known ABI describes.
 */
export function decodeInput(
  to: string | null | undefined,
  data: string,
  known: readonly KnownAbi[],
): DecodedCall | undefined {
  if (!to || data.length < 10) return undefined;
  for (const candidate of candidates(to, known)) {
    let parsed: ReturnType<Interface['parseTransaction']> = null;
    try {
      parsed = interfaceOf(candidate.abi).parseTransaction({ data });
    } catch {
      parsed = null;
    }
    if (!parsed) continue;
    return {
      name: parsed.name,
      signature: parsed.signature,
      args: args(parsed.fragment.inputs as readonly AbiParam[], parsed.args),
      contract: candidate.name,
    };
  }
  return undefined;
}

/** One log decoded by the first known ABI that describes it (topic and indexed layout), else raw. */
export function decodeLog(log: RawLog, known: readonly KnownAbi[]): DecodedEvent {
  for (const candidate of candidates(log.address, known)) {
    let parsed: ReturnType<Interface['parseLog']> = null;
    try {
      parsed = interfaceOf(candidate.abi).parseLog({ topics: [...log.topics], data: log.data });
    } catch {
      parsed = null;
    }
    // An event of the same signature with other indexed arguments (ERC-20's and ERC-721's
    // Transfer) does not parse (ethers checks the topics): the next ABI is tried.
    if (!parsed) continue;
    return {
      ...log,
      name: parsed.name,
      signature: parsed.signature,
      contract: candidate.name,
      args: args(parsed.fragment.inputs as readonly AbiParam[], parsed.args),
    };
  }
  return { ...log, args: [] };
}

/** Every log of a receipt, decoded where a known ABI describes it, in the receipt's order. */
export function decodeLogs(logs: readonly RawLog[], known: readonly KnownAbi[]): DecodedEvent[] {
  return logs.map((log) => decodeLog(log, known));
}
