import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { BUILDER_DEFAULTS, builderSchema, familyOf, METHODS, requestOf, type BuilderValues } from './methods';

const ADDRESS = '0x00000000000000000000000000000000000000aB';
const HASH = `0x${'ab'.repeat(32)}`;

/** The fields a value set is refused on, with their messages. */
function problems(values: Partial<BuilderValues>): Record<string, string> {
  const result = z.safeParse(builderSchema, { ...BUILDER_DEFAULTS, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the methods', () => {
  it('every platform chain type is an EVM chain; the list has the issue’s methods', () => {
    expect(['core', 'consensus', 'permissioned'].map(familyOf)).toEqual(['evm', 'evm', 'evm']);
    expect(familyOf('fabric')).toBeUndefined();
    expect(METHODS.evm.map((m) => m.name)).toEqual(
      expect.arrayContaining([
        'eth_blockNumber',
        'eth_chainId',
        'eth_getBalance',
        'eth_getBlockByNumber',
        'eth_getTransactionByHash',
        'eth_getTransactionReceipt',
        'eth_call',
        'eth_getLogs',
        'eth_estimateGas',
        'eth_gasPrice',
        'net_version',
        'web3_clientVersion',
      ]),
    );
    expect(METHODS.evm.filter((m) => m.gated).every((m) => /^(debug|trace)_/.test(m.name))).toBe(true);
  });
});

describe('the parameters’ rules', () => {
  it('a method without parameters takes the defaults; an unknown method is refused', () => {
    expect(problems({})).toEqual({});
    expect(problems({ method: 'anvil_mine' })).toEqual({ method: 'method' });
  });

  it('an address: 0x and 40 hex digits, any case, spaces around ignored', () => {
    expect(problems({ method: 'eth_getBalance', address: ADDRESS })).toEqual({});
    expect(problems({ method: 'eth_getBalance', address: ` ${ADDRESS} ` })).toEqual({});
    expect(problems({ method: 'eth_getBalance', address: '' })).toEqual({ address: 'address' });
    expect(problems({ method: 'eth_getBalance', address: ADDRESS.slice(0, -1) })).toEqual({
      address: 'address',
    });
    expect(problems({ method: 'eth_getBalance', address: `${ADDRESS.slice(0, -1)}g` })).toEqual({
      address: 'address',
    });
  });

  it('a block: a tag, a decimal or a 0x number', () => {
    for (const block of ['latest', 'earliest', 'pending', 'safe', 'finalized', '0', '1234', '0x1f'])
      expect(problems({ method: 'eth_getBlockByNumber', block }), block).toEqual({});
    for (const block of ['', 'newest', '-1', '1.5', '0x', '0xzz'])
      expect(problems({ method: 'eth_getBlockByNumber', block }), block).toEqual({ block: 'block' });
  });

  it('a hash: 0x and 64 hex digits', () => {
    expect(problems({ method: 'eth_getTransactionReceipt', hash: HASH })).toEqual({});
    expect(problems({ method: 'eth_getTransactionReceipt', hash: HASH.slice(0, 40) })).toEqual({
      hash: 'hash',
    });
  });

  it('a JSON object: braces, not an array, a string or broken JSON', () => {
    expect(problems({ method: 'eth_call', call: '{"to":"0x00"}' })).toEqual({});
    for (const call of ['', '[]', '"x"', 'null', '{to: 1}'])
      expect(problems({ method: 'eth_call', call }), call).toEqual({ call: 'object' });
    expect(problems({ method: 'eth_getLogs', filter: '{' })).toEqual({ filter: 'object' });
  });

  it('only the chosen method’s fields are checked', () => {
    const broken = { address: 'x', hash: 'y', block: 'z', call: '[', filter: '[' };
    expect(problems({ ...broken, method: 'eth_blockNumber' })).toEqual({});
    expect(problems({ ...broken, method: 'eth_getBalance' })).toEqual({ address: 'address', block: 'block' });
  });
});

describe('the request', () => {
  it('puts the method’s fields in its order, a decimal block as hex, the JSON as an object', () => {
    const values: BuilderValues = {
      ...BUILDER_DEFAULTS,
      address: ADDRESS,
      block: '255',
      hash: HASH,
      full: true,
      call: '{"to":"0x01","data":"0x"}',
      filter: '{"fromBlock":"latest"}',
    };
    expect(requestOf({ ...values, method: 'eth_blockNumber' })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_blockNumber',
      params: [],
    });
    expect(requestOf({ ...values, method: 'eth_getBalance' }).params).toEqual([ADDRESS, '0xff']);
    expect(requestOf({ ...values, method: 'eth_getBlockByNumber', block: 'safe' }).params).toEqual([
      'safe',
      true,
    ]);
    expect(requestOf({ ...values, method: 'eth_call', block: '0x10' }).params).toEqual([
      { to: '0x01', data: '0x' },
      '0x10',
    ]);
    expect(requestOf({ ...values, method: 'eth_getLogs' }).params).toEqual([{ fromBlock: 'latest' }]);
    expect(requestOf({ ...values, method: 'debug_traceTransaction' }).params).toEqual([HASH]);
  });
});
