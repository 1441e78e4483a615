// @vitest-environment node
// The server's own check of constructor arguments by Solidity type (decision 0075): a value the
// portal let through by mistake is refused with the argument named, never sent to the chain.
import { getAddress, isAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { parseConstructorArguments } from './chain/args';

const tools = { getAddress, isAddress };
const ADDRESS = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');

function parse(type: string, value: string | undefined) {
  const params: Record<string, string> = value === undefined ? {} : { x: value };
  const result = parseConstructorArguments([{ name: 'x', type }], params, tools);
  return result.ok ? { value: result.values[0] } : { error: result.message.en };
}

describe('constructor arguments by type', () => {
  it('converts the values each type takes', () => {
    expect(parse('uint256', '1000')).toEqual({ value: 1000n });
    expect(parse('uint8', '0xff')).toEqual({ value: 255n });
    expect(parse('int16', '-32768')).toEqual({ value: -32768n });
    expect(parse('bool', 'true')).toEqual({ value: true });
    expect(parse('string', '')).toEqual({ value: '' });
    expect(parse('address', ADDRESS.toLowerCase())).toEqual({ value: ADDRESS });
    expect(parse('bytes32', `0x${'ab'.repeat(32)}`)).toEqual({ value: `0x${'ab'.repeat(32)}` });
    expect(parse('bytes', '0x')).toEqual({ value: '0x' });
    expect(parse('string[]', '["a, b", "c"]')).toEqual({ value: ['a, b', 'c'] });
    expect(parse('uint256[]', '1, 2,3')).toEqual({ value: [1n, 2n, 3n] });
    expect(parse('address[2]', `${ADDRESS},${ADDRESS}`)).toEqual({ value: [ADDRESS, ADDRESS] });
    expect(parse('uint8[][]', '[[1], [2, 3]]')).toEqual({ value: [[1n], [2n, 3n]] });
  });

  it('refuses a missing or wrong value, naming the argument and its type', () => {
    expect(parse('uint256', undefined)).toEqual({ error: 'Parameter x (uint256) is required' });
    expect(parse('uint256', ' ')).toEqual({ error: 'Parameter x (uint256) is required' });
    expect(parse('uint256', '1.5')).toEqual({ error: 'Parameter x is not a valid uint256' });
    expect(parse('uint8', '256')).toEqual({ error: 'Parameter x is out of the range of uint8' });
    expect(parse('int8', '-129')).toEqual({ error: 'Parameter x is out of the range of int8' });
    expect(parse('uint256', '-1')).toEqual({ error: 'Parameter x is out of the range of uint256' });
    expect(parse('bool', 'yes')).toEqual({ error: 'Parameter x is not a valid bool' });
    expect(parse('address', '0x1234')).toEqual({ error: 'Parameter x is not a valid address' });
    expect(parse('address', ADDRESS.replace('C44', 'c44'))).toEqual({
      error: 'Parameter x: the address checksum (EIP-55 letter case) is wrong',
    });
    expect(parse('bytes4', '0x1234')).toEqual({ error: 'Parameter x does not have the length of bytes4' });
    expect(parse('bytes', '0x123')).toEqual({ error: 'Parameter x is not a valid bytes' });
    expect(parse('address[2]', ADDRESS)).toEqual({
      error: 'Parameter x does not have the length of address[2]',
    });
    expect(parse('string[]', '["a", 1')).toEqual({ error: 'Parameter x is not a valid string[]' });
    expect(parse('tuple', '1')).toEqual({ error: 'Parameter x: type tuple cannot be given in a form' });
  });

  it('takes an unnamed input by its position, and stops at the first wrong one', () => {
    const result = parseConstructorArguments(
      [
        { name: '', type: 'uint256' },
        { name: 'to', type: 'address' },
        { name: 'flag', type: 'bool' },
      ],
      { '0': '7', to: 'nobody', flag: 'maybe' },
      tools,
    );
    expect(result).toMatchObject({ ok: false, input: { name: 'to' } });
    expect(parseConstructorArguments([{ name: '', type: 'uint256' }], { '0': '7' }, tools)).toEqual({
      ok: true,
      values: [7n],
    });
  });
});
