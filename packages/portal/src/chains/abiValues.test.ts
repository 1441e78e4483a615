import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  ABI_VALUE_MESSAGES as M,
  abiInputSchema,
  abiTypeHint,
  formatAbiValue,
  parseAbiValue,
} from './abiValues';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('parseAbiValue', () => {
  it('takes an address in lower case or with its checksum, and returns it checksummed', () => {
    expect(parseAbiValue({ type: 'address' }, ADDRESS.toLowerCase())).toEqual({ ok: true, value: ADDRESS });
    expect(parseAbiValue({ type: 'address' }, ` ${ADDRESS} `)).toEqual({ ok: true, value: ADDRESS });
  });

  it('refuses a mixed-case address whose checksum is wrong, and one of the wrong length', () => {
    const wrongCase = ADDRESS.replace('f39Fd', 'F39fd');
    expect(parseAbiValue({ type: 'address' }, wrongCase)).toMatchObject({ ok: false, message: M.checksum });
    expect(parseAbiValue({ type: 'address' }, '0x1234')).toMatchObject({ ok: false, message: M.address });
  });

  it('keeps integers within their type', () => {
    expect(parseAbiValue({ type: 'uint8' }, '255')).toEqual({ ok: true, value: 255n });
    expect(parseAbiValue({ type: 'uint8' }, '256')).toEqual({
      ok: false,
      message: M.range,
      params: { type: 'uint8', min: '0', max: '255' },
    });
    expect(parseAbiValue({ type: 'uint256' }, '-1')).toMatchObject({ ok: false, message: M.range });
    expect(parseAbiValue({ type: 'int8' }, '-128')).toEqual({ ok: true, value: -128n });
    expect(parseAbiValue({ type: 'int8' }, '128')).toMatchObject({ ok: false, params: { max: '127' } });
    expect(parseAbiValue({ type: 'uint' }, '0xff')).toEqual({ ok: true, value: 255n });
    expect(parseAbiValue({ type: 'uint256' }, '1.5')).toMatchObject({ ok: false, message: M.integer });
    expect(parseAbiValue({ type: 'uint256' }, '')).toMatchObject({ ok: false, message: M.required });
  });

  it('takes true and false for bool, and the text as typed for string', () => {
    expect(parseAbiValue({ type: 'bool' }, 'TRUE')).toEqual({ ok: true, value: true });
    expect(parseAbiValue({ type: 'bool' }, 'yes')).toMatchObject({ ok: false, message: M.bool });
    expect(parseAbiValue({ type: 'string' }, '')).toEqual({ ok: true, value: '' });
    expect(parseAbiValue({ type: 'string' }, ' a, b ')).toEqual({ ok: true, value: ' a, b ' });
  });

  it('checks bytes are hex and bytesN their length', () => {
    expect(parseAbiValue({ type: 'bytes' }, '0xABcd')).toEqual({ ok: true, value: '0xabcd' });
    expect(parseAbiValue({ type: 'bytes' }, '0xabc')).toMatchObject({ ok: false, message: M.bytes });
    expect(parseAbiValue({ type: 'bytes4' }, '0x12345678')).toEqual({ ok: true, value: '0x12345678' });
    expect(parseAbiValue({ type: 'bytes32' }, '0x1234')).toEqual({
      ok: false,
      message: M.bytesLength,
      params: { type: 'bytes32', length: '32', hex: '64' },
    });
  });

  it('reads arrays as JSON or as a plain list, each item by its type', () => {
    expect(parseAbiValue({ type: 'uint8[]' }, '[1, 2, 3]')).toEqual({ ok: true, value: [1n, 2n, 3n] });
    expect(parseAbiValue({ type: 'address[]' }, `[${ADDRESS.toLowerCase()}]`)).toEqual({
      ok: true,
      value: [ADDRESS],
    });
    expect(parseAbiValue({ type: 'string[]' }, '["a,b", "c"]')).toEqual({ ok: true, value: ['a,b', 'c'] });
    expect(parseAbiValue({ type: 'uint8[2]' }, '[1]')).toMatchObject({ ok: false, message: M.arrayLength });
    expect(parseAbiValue({ type: 'uint8[]' }, '[1, 300]')).toMatchObject({ ok: false, message: M.range });
    expect(parseAbiValue({ type: 'uint8[][]' }, '[[1], []]')).toEqual({ ok: true, value: [[1n], []] });
    expect(parseAbiValue({ type: 'bool[]' }, 'true')).toMatchObject({ ok: false, message: M.array });
  });

  it('reads a tuple in component order or by name', () => {
    const param = {
      type: 'tuple',
      components: [
        { name: 'to', type: 'address' },
        { name: 'amount', type: 'uint256' },
      ],
    };
    expect(abiTypeHint(param)).toBe('(address,uint256)');
    expect(parseAbiValue(param, `["${ADDRESS}", "5"]`)).toEqual({ ok: true, value: [ADDRESS, 5n] });
    expect(parseAbiValue(param, `{"amount": 5, "to": "${ADDRESS}"}`)).toEqual({
      ok: true,
      value: [ADDRESS, 5n],
    });
    expect(parseAbiValue(param, '[1]')).toMatchObject({ ok: false, message: M.tuple });
  });
});

describe('abiInputSchema', () => {
  it('gives the parsed value, or the issue with its key and values', () => {
    expect(z.parse(abiInputSchema({ type: 'uint16' }), '65535')).toBe(65535n);
    const result = z.safeParse(abiInputSchema({ type: 'uint16' }), '65536');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: M.range, params: { max: '65535' } });
  });
});

describe('formatAbiValue', () => {
  it('writes numbers in decimal and lists with their items', () => {
    expect(formatAbiValue({ type: 'uint256' }, 10n ** 18n)).toBe('1000000000000000000');
    expect(formatAbiValue({ type: 'string' }, 'hi')).toBe('hi');
    expect(formatAbiValue({ type: 'string[]' }, ['a', 'b'])).toBe('["a", "b"]');
    expect(formatAbiValue({ type: 'bool' }, true)).toBe('true');
  });
});
