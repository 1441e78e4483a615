/**
 * Constructor arguments from a form's text values, checked and converted by their Solidity type
 * (decision 0075): the server does not trust the portal's own checks. Arrays come as a JSON array
 * ('["0xabc…","0xdef…"]') or comma-separated ('1, 2, 3').
 */
import type { AbiEntry } from '../../contracts/schemas';
import { said, type Said } from '../lib/said';

/** What the checks need of ethers (its address helpers), loaded by the caller on demand. */
export interface AddressTools {
  isAddress(value: string): boolean;
  getAddress(value: string): string;
}

export interface AbiInput {
  name: string;
  type: string;
}

/** The constructor's inputs of an ABI (none when it has no constructor). */
export function constructorInputs(abi: readonly AbiEntry[]): AbiInput[] {
  const ctor = abi.find((entry) => entry.type === 'constructor');
  return (ctor?.inputs ?? []).map((input) => ({ name: input.name, type: input.type }));
}

type Problem = 'missing' | 'format' | 'range' | 'checksum' | 'length' | 'unsupported';

class ArgumentProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem);
  }
}

const ARRAY = /^(.*)\[(\d*)\]$/;

function asText(raw: unknown): string {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' || typeof raw === 'boolean' || typeof raw === 'bigint') return String(raw);
  throw new ArgumentProblem('format');
}

function parseArray(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  const text = asText(raw);
  if (text.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ArgumentProblem('format');
    }
    if (!Array.isArray(parsed)) throw new ArgumentProblem('format');
    return parsed;
  }
  return text === '' ? [] : text.split(',').map((part) => part.trim());
}

function parseValue(type: string, raw: unknown, tools: AddressTools): unknown {
  const array = ARRAY.exec(type);
  if (array) {
    const items = parseArray(raw).map((item) => parseValue(array[1]!, item, tools));
    if (array[2] !== '' && items.length !== Number(array[2])) throw new ArgumentProblem('length');
    return items;
  }
  if (type === 'string') {
    if (typeof raw !== 'string') throw new ArgumentProblem('format');
    return raw;
  }
  const text = asText(raw);
  if (text === '') throw new ArgumentProblem('missing');
  if (type === 'address') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(text)) throw new ArgumentProblem('format');
    // Mixed case is an EIP-55 checksum, which must hold; all one case carries none.
    if (!tools.isAddress(text)) throw new ArgumentProblem('checksum');
    return tools.getAddress(text);
  }
  if (type === 'bool') {
    if (text !== 'true' && text !== 'false') throw new ArgumentProblem('format');
    return text === 'true';
  }
  if (type === 'bytes') {
    if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(text)) throw new ArgumentProblem('format');
    return text;
  }
  const fixedBytes = /^bytes(\d+)$/.exec(type);
  if (fixedBytes) {
    const size = Number(fixedBytes[1]);
    if (size < 1 || size > 32) throw new ArgumentProblem('unsupported');
    if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(text)) throw new ArgumentProblem('format');
    if ((text.length - 2) / 2 !== size) throw new ArgumentProblem('length');
    return text;
  }
  const integer = /^(u?)int(\d*)$/.exec(type);
  if (integer) {
    const bits = integer[2] ? Number(integer[2]) : 256;
    if (bits < 8 || bits > 256 || bits % 8 !== 0) throw new ArgumentProblem('unsupported');
    if (!/^-?\d+$/.test(text) && !/^0x[0-9a-fA-F]+$/.test(text)) throw new ArgumentProblem('format');
    const value = text.startsWith('-') ? -BigInt(text.slice(1)) : BigInt(text);
    const signed = integer[1] === '';
    const min = signed ? -(2n ** BigInt(bits - 1)) : 0n;
    const max = signed ? 2n ** BigInt(bits - 1) - 1n : 2n ** BigInt(bits) - 1n;
    if (value < min || value > max) throw new ArgumentProblem('range');
    return value;
  }
  // Tuples, fixed-point and function types: no form field can hold them.
  throw new ArgumentProblem('unsupported');
}

function problemText(input: AbiInput, problem: Problem): Said {
  const { name, type } = input;
  switch (problem) {
    case 'missing':
      return said(`参数 ${name}（${type}）必填`, `Parameter ${name} (${type}) is required`);
    case 'range':
      return said(`参数 ${name} 超出 ${type} 的取值范围`, `Parameter ${name} is out of the range of ${type}`);
    case 'checksum':
      return said(
        `参数 ${name} 的地址校验和（EIP-55 大小写）不正确`,
        `Parameter ${name}: the address checksum (EIP-55 letter case) is wrong`,
      );
    case 'length':
      return said(
        `参数 ${name} 的长度不符合 ${type}`,
        `Parameter ${name} does not have the length of ${type}`,
      );
    case 'unsupported':
      return said(
        `参数 ${name} 的类型 ${type} 无法从表单填写`,
        `Parameter ${name}: type ${type} cannot be given in a form`,
      );
    default:
      return said(`参数 ${name} 不是有效的 ${type}`, `Parameter ${name} is not a valid ${type}`);
  }
}

export type ParsedArguments = { ok: true; values: unknown[] } | { ok: false; input: AbiInput; message: Said };

/** The constructor's arguments in order, or the first one that is missing or wrong. */
export function parseConstructorArguments(
  inputs: readonly AbiInput[],
  params: Readonly<Record<string, string>>,
  tools: AddressTools,
): ParsedArguments {
  const values: unknown[] = [];
  for (const [index, input] of inputs.entries()) {
    // An unnamed input is given by its position.
    const raw = params[input.name || String(index)];
    try {
      if (raw === undefined) throw new ArgumentProblem('missing');
      values.push(parseValue(input.type, raw, tools));
    } catch (error) {
      if (!(error instanceof ArgumentProblem)) throw error;
      return { ok: false, input, message: problemText(input, error.problem) };
    }
  }
  return { ok: true, values };
}
