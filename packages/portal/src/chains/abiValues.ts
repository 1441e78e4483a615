/**
 * A Solidity ABI value typed by a person: the one place the portal checks it by type and turns it
 * into what ethers encodes (issue 29), for the contract detail's Read and Write panel and the
 * template and deploy forms' constructor fields.
 *
 * - `parseAbiValue(param, text)`: the text of one field → `{ ok: true, value }` or
 *   `{ ok: false, message, params }`; `message` is a translation key (namespace `contracts`).
 * - `abiInputSchema(param)`: the same as a zod (mini) schema from the text to the value, for
 *   react-hook-form; an issue's `message` is the same key, its `params` the same values.
 * - `abiTypeHint(param)`: what to type, e.g. `uint8`, `address[]`, `(address,uint256)`.
 * - `formatAbiValue(param, value)`: a decoded value as text (a result, an event argument).
 *
 * What is taken: address (0x + 40 hex; in mixed case it must match its EIP-55 checksum; returned
 * checksummed), uintN / intN (decimal or 0x hex, within the type's range), bool (true / false),
 * string (as typed), bytes and bytesN (0x + hex, bytesN exactly N bytes), arrays T[] and T[k] (a
 * JSON array, or `[a, b]` for types without commas or quotes), tuples (a JSON array in component
 * order or an object by component name). Empty text is refused but for `string` and `bytes`.
 *
 * It imports ethers (the checksum): import this module on demand, as the ABI arrives, so ethers
 * stays out of every first load.
 */
import { getAddress } from 'ethers';
import * as z from 'zod/mini';

/** One input or output of an ABI entry, as in the ABI JSON. */
export interface AbiParam {
  readonly name?: string | undefined;
  readonly type: string;
  readonly components?: readonly AbiParam[] | undefined;
  readonly internalType?: string | undefined;
  readonly indexed?: boolean | undefined;
}

/** The translation keys of the issues, in `contracts` (locales/<lang>/contracts.json: onchain.values). */
export const ABI_VALUE_MESSAGES = {
  required: 'contracts:onchain.values.required',
  address: 'contracts:onchain.values.address',
  checksum: 'contracts:onchain.values.checksum',
  integer: 'contracts:onchain.values.integer',
  range: 'contracts:onchain.values.range',
  bool: 'contracts:onchain.values.bool',
  bytes: 'contracts:onchain.values.bytes',
  bytesLength: 'contracts:onchain.values.bytesLength',
  array: 'contracts:onchain.values.array',
  arrayLength: 'contracts:onchain.values.arrayLength',
  tuple: 'contracts:onchain.values.tuple',
  unsupported: 'contracts:onchain.values.unsupported',
} as const;

export type AbiValueMessage = (typeof ABI_VALUE_MESSAGES)[keyof typeof ABI_VALUE_MESSAGES];

/** Values for the message: the type, and the bounds or length where there are some (all text). */
export type AbiValueParams = Record<string, string>;

export type AbiValueResult =
  { ok: true; value: unknown } | { ok: false; message: AbiValueMessage; params: AbiValueParams };

const M = ABI_VALUE_MESSAGES;
const ARRAY_TYPE = /^(.*)\[(\d*)\]$/;
const INT_TYPE = /^(u?)int(\d*)$/;
const BYTES_N = /^bytes(\d+)$/;

class ValueIssue extends Error {
  constructor(
    readonly key: AbiValueMessage,
    readonly params: AbiValueParams,
  ) {
    super(key);
  }
}

/** What to type for a parameter: its Solidity type, tuples written out. */
export function abiTypeHint(param: AbiParam): string {
  const array = ARRAY_TYPE.exec(param.type);
  if (array) return `${abiTypeHint({ ...param, type: array[1] ?? '' })}[${array[2] ?? ''}]`;
  if (param.type === 'tuple') return `(${(param.components ?? []).map(abiTypeHint).join(',')})`;
  return param.type;
}

function parseInteger(type: string, unsigned: boolean, bitsText: string, raw: unknown): bigint {
  const bits = bitsText === '' ? 256 : Number(bitsText);
  let value: bigint;
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) value = BigInt(raw);
  else if (typeof raw === 'bigint') value = raw;
  else {
    const text = typeof raw === 'string' ? raw.trim().replace(/_/g, '') : '';
    if (!/^-?(\d+|0x[0-9a-fA-F]+)$/.test(text)) throw new ValueIssue(M.integer, { type });
    value = text.startsWith('-') ? -BigInt(text.slice(1)) : BigInt(text);
  }
  const min = unsigned ? 0n : -(1n << BigInt(bits - 1));
  const max = unsigned ? (1n << BigInt(bits)) - 1n : (1n << BigInt(bits - 1)) - 1n;
  if (value < min || value > max) {
    throw new ValueIssue(M.range, { type, min: min.toString(), max: max.toString() });
  }
  return value;
}

function parseBytes(type: string, raw: unknown, length: number | undefined): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^0x([0-9a-fA-F]{2})*$/.test(text)) throw new ValueIssue(M.bytes, { type });
  if (length !== undefined && text.length !== 2 + 2 * length) {
    throw new ValueIssue(M.bytesLength, { type, length: String(length), hex: String(2 * length) });
  }
  return text.toLowerCase();
}

/** `[a, b]` without JSON's quotes, for element types whose text has no comma or quote. */
function looseArray(text: string): unknown[] | undefined {
  const inner = /^\[(.*)\]$/s.exec(text)?.[1];
  if (inner === undefined) return undefined;
  if (inner.trim() === '') return [];
  if (/[[\]"'{}]/.test(inner)) return undefined;
  return inner.split(',').map((item) => item.trim());
}

function parseArray(param: AbiParam, raw: unknown, elementType: string, lengthText: string): unknown[] {
  const type = abiTypeHint(param);
  let items: unknown;
  if (Array.isArray(raw)) items = raw;
  else {
    const text = typeof raw === 'string' ? raw.trim() : '';
    try {
      items = JSON.parse(text);
    } catch {
      items = elementType === 'string' || elementType.startsWith('tuple') ? undefined : looseArray(text);
    }
  }
  if (!Array.isArray(items)) throw new ValueIssue(M.array, { type });
  if (lengthText !== '' && items.length !== Number(lengthText)) {
    throw new ValueIssue(M.arrayLength, { type, length: lengthText });
  }
  const element: AbiParam = { ...param, type: elementType };
  return items.map((item) => parseRaw(element, item));
}

function parseTuple(param: AbiParam, raw: unknown): unknown[] {
  const type = abiTypeHint(param);
  const components = param.components ?? [];
  let fields: unknown = raw;
  if (typeof raw === 'string') {
    try {
      fields = JSON.parse(raw.trim());
    } catch {
      throw new ValueIssue(M.tuple, { type });
    }
  }
  if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
    const byName = fields as Record<string, unknown>;
    fields = components.map((c, i) => byName[c.name ?? ''] ?? byName[String(i)]);
  }
  if (!Array.isArray(fields) || fields.length !== components.length) throw new ValueIssue(M.tuple, { type });
  const values = fields as unknown[];
  return components.map((component, i) => parseRaw(component, values[i]));
}

/** A value from text, or from a JSON item inside an array or tuple. */
function parseRaw(param: AbiParam, raw: unknown): unknown {
  const { type } = param;
  const array = ARRAY_TYPE.exec(type);
  if (array) return parseArray(param, raw, array[1] ?? '', array[2] ?? '');
  if (type === 'tuple') return parseTuple(param, raw);
  if (type === 'string') {
    if (typeof raw === 'string') return raw;
    throw new ValueIssue(M.array, { type: 'string' });
  }
  if (type === 'bool') {
    if (typeof raw === 'boolean') return raw;
    const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (text === 'true') return true;
    if (text === 'false') return false;
    throw new ValueIssue(M.bool, { type });
  }
  if (type === 'address') {
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (!/^0x[0-9a-fA-F]{40}$/.test(text)) throw new ValueIssue(M.address, { type });
    try {
      return getAddress(text);
    } catch {
      throw new ValueIssue(M.checksum, { type });
    }
  }
  const int = INT_TYPE.exec(type);
  if (int && (int[2] === '' || (Number(int[2]) % 8 === 0 && Number(int[2]) <= 256 && Number(int[2]) > 0))) {
    return parseInteger(type, int[1] === 'u', int[2] ?? '', raw);
  }
  if (type === 'bytes') return parseBytes(type, raw, undefined);
  const bytesN = BYTES_N.exec(type);
  if (bytesN && Number(bytesN[1]) >= 1 && Number(bytesN[1]) <= 32) {
    return parseBytes(type, raw, Number(bytesN[1]));
  }
  throw new ValueIssue(M.unsupported, { type });
}

/** The text of one field as the value ethers encodes for `param`, or why it cannot be. */
export function parseAbiValue(param: AbiParam, text: string): AbiValueResult {
  if (text.trim() === '' && param.type !== 'string' && param.type !== 'bytes') {
    return { ok: false, message: M.required, params: { type: abiTypeHint(param) } };
  }
  try {
    const value = param.type === 'bytes' && text.trim() === '' ? '0x' : parseRaw(param, text);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValueIssue) return { ok: false, message: error.key, params: error.params };
    return { ok: false, message: M.unsupported, params: { type: abiTypeHint(param) } };
  }
}

/**
 * The zod (mini) schema of one field: text in, the encodable value out. An issue's `message` is a
 * translation key of ABI_VALUE_MESSAGES and its `params` the values for it.
 */
export function abiInputSchema(param: AbiParam): z.ZodMiniType<unknown, string> {
  return z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const result = parseAbiValue(param, text);
      if (result.ok) return result.value;
      ctx.issues.push({ code: 'custom', message: result.message, params: result.params, input: text });
      return z.NEVER;
    }),
  );
}

/** A decoded value as text: numbers in decimal, arrays and tuples as lists, strings quoted inside them. */
export function formatAbiValue(param: AbiParam, value: unknown, nested = false): string {
  const array = ARRAY_TYPE.exec(param.type);
  if (Array.isArray(value) && (array || param.type === 'tuple')) {
    const parts = Array.from(value as unknown[]).map((item, i) =>
      formatAbiValue(
        array ? { ...param, type: array[1] ?? '' } : (param.components?.[i] ?? { type: '' }),
        item,
        true,
      ),
    );
    return `[${parts.join(', ')}]`;
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return nested && param.type === 'string' ? JSON.stringify(value) : value;
  if (value === null || value === undefined) return '';
  return String(value);
}
