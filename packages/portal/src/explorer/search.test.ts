import { describe, expect, it } from 'vitest';
import { parseSearch } from './search';

const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('parseSearch', () => {
  it('takes a block number, with or without the list’s "#"', () => {
    expect(parseSearch(' 42 ')).toEqual({ kind: 'block', number: 42 });
    expect(parseSearch('#0')).toEqual({ kind: 'block', number: 0 });
  });

  it('takes a transaction hash and an address in any case, in lower case', () => {
    expect(parseSearch(HASH.toUpperCase().replace('0X', '0x'))).toEqual({ kind: 'tx', hash: HASH });
    expect(parseSearch(ADDRESS)).toEqual({ kind: 'address', address: ADDRESS.toLowerCase() });
  });

  it('refuses what is none of the three, saying whether it was empty', () => {
    expect(parseSearch('   ')).toEqual({ kind: 'invalid', reason: 'empty' });
    for (const text of [
      'hello',
      '0x1234',
      `${HASH}0`,
      ADDRESS.slice(0, -1),
      ADDRESS.replace('0x', ''),
      '1,000',
      '-1',
      '1.5',
      '99999999999999999999',
      `0x${'g'.repeat(40)}`,
    ]) {
      expect(parseSearch(text), text).toEqual({ kind: 'invalid', reason: 'format' });
    }
  });
});
