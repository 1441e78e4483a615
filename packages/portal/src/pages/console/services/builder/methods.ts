// The request builder's methods (issue 41, decision 0104): the JSON-RPC methods a customer can try on
// their service's gateway URL, the fields each one's parameters are typed in, the rules of those
// fields (zod, through the page's useSchemaForm) and the request the typed values make.
import * as z from 'zod/mini';
import { evmAddress, type ChainType } from '@chainportal/api';

/** A chain family: the set of methods its nodes answer. Every platform chain is an EVM chain (anvil). */
export type ChainFamily = 'evm';

/** The family of a service's chain type (core, consensus and permissioned all run EVM nodes). */
export function familyOf(chainType: ChainType | string | undefined): ChainFamily | undefined {
  return chainType === 'core' || chainType === 'consensus' || chainType === 'permissioned'
    ? 'evm'
    : undefined;
}

/** A form field a parameter is typed in; every method names the ones it uses, in order. */
export type ParamField = 'address' | 'block' | 'hash' | 'full' | 'call' | 'filter';

export interface RpcMethod {
  name: string;
  params: readonly ParamField[];
  /** Only on the plans that have debug and trace methods (advanced, custom; decision 0101). */
  gated?: true;
}

/** The methods of each family, in the order the list shows them. */
export const METHODS: Readonly<Record<ChainFamily, readonly RpcMethod[]>> = {
  evm: [
    { name: 'eth_blockNumber', params: [] },
    { name: 'eth_chainId', params: [] },
    { name: 'eth_getBalance', params: ['address', 'block'] },
    { name: 'eth_getBlockByNumber', params: ['block', 'full'] },
    { name: 'eth_getTransactionByHash', params: ['hash'] },
    { name: 'eth_getTransactionReceipt', params: ['hash'] },
    { name: 'eth_call', params: ['call', 'block'] },
    { name: 'eth_getLogs', params: ['filter'] },
    { name: 'eth_estimateGas', params: ['call'] },
    { name: 'eth_gasPrice', params: [] },
    { name: 'net_version', params: [] },
    { name: 'web3_clientVersion', params: [] },
    { name: 'debug_traceTransaction', params: ['hash'], gated: true },
    { name: 'trace_block', params: ['block'], gated: true },
  ],
};

const ALL = Object.values(METHODS).flat();

export function methodNamed(name: string): RpcMethod | undefined {
  return ALL.find((m) => m.name === name);
}

/** The form's values: one field per kind of parameter, shared by the methods, so a method chosen again finds what was typed. */
export interface BuilderValues {
  method: string;
  address: string;
  block: string;
  hash: string;
  full: boolean;
  call: string;
  filter: string;
}

export const BUILDER_DEFAULTS: BuilderValues = {
  method: 'eth_blockNumber',
  address: '',
  block: 'latest',
  hash: '',
  full: false,
  call: '',
  filter: '',
};

/** The block tags a node takes instead of a number. */
export const BLOCK_TAGS = ['latest', 'earliest', 'pending', 'safe', 'finalized'] as const;

const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
const block = z
  .string()
  .check(z.regex(new RegExp(`^(?:${BLOCK_TAGS.join('|')}|0x[0-9a-fA-F]{1,16}|[0-9]{1,16})$`)));

/** Text that is a JSON object (not an array, a string or null). */
export function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The message (a key under `errors` in locales/<lng>/builder.json) of a field's value, or undefined
 * when it is valid.
 */
function problemOf(field: ParamField, value: string | boolean): string | undefined {
  if (field === 'full') return undefined;
  const text = String(value).trim();
  switch (field) {
    case 'address':
      return z.safeParse(evmAddress, text).success ? undefined : 'address';
    case 'hash':
      return z.safeParse(hash, text).success ? undefined : 'hash';
    case 'block':
      return z.safeParse(block, text).success ? undefined : 'block';
    case 'call':
    case 'filter':
      return parseObject(text) ? undefined : 'object';
  }
}

/** The builder's rules: the method is one of the list, and the fields it uses are valid (the others are not checked). */
export const builderSchema = z
  .object({
    method: z.string(),
    address: z.string(),
    block: z.string(),
    hash: z.string(),
    full: z.boolean(),
    call: z.string(),
    filter: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const method = methodNamed(values.method);
      if (!method) {
        ctx.addIssue({ code: 'custom', message: 'method', path: ['method'], input: values.method });
        return;
      }
      for (const field of method.params) {
        const message = problemOf(field, values[field]);
        if (message) ctx.addIssue({ code: 'custom', message, path: [field], input: values[field] });
      }
    }),
  );

/** A block field's value as the node takes it: a tag as it is, a number as a hex quantity. */
function blockParam(text: string): string {
  const value = text.trim();
  if ((BLOCK_TAGS as readonly string[]).includes(value)) return value;
  return `0x${BigInt(value).toString(16)}`;
}

function paramOf(field: ParamField, values: BuilderValues): unknown {
  switch (field) {
    case 'address':
      return values.address.trim();
    case 'hash':
      return values.hash.trim();
    case 'block':
      return blockParam(values.block);
    case 'full':
      return values.full;
    case 'call':
      return parseObject(values.call);
    case 'filter':
      return parseObject(values.filter);
  }
}

export interface RpcRequest {
  jsonrpc: '2.0';
  id: number;
  method: string;
  params: unknown[];
}

/** The JSON-RPC request valid values make (the method's fields, in its order). */
export function requestOf(values: BuilderValues, id = 1): RpcRequest {
  const method = methodNamed(values.method);
  if (!method) throw new Error(`Unknown method ${values.method}`);
  return { jsonrpc: '2.0', id, method: method.name, params: method.params.map((f) => paramOf(f, values)) };
}
