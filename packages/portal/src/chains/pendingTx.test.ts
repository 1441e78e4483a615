import { describe, expect, it } from 'vitest';
import { keepSent, MAX_KEPT, readSent, sentTxKey } from './pendingTx';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const ADDRESS = '0x8464135c8F25Da09e49BC8782676a84730C318bC';
const record = (n: number) => ({
  hash: `0x${n.toString(16).padStart(64, '0')}`,
  functionKey: 'add(uint256)',
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  sentAt: '2026-11-26T16:00:00.000Z',
});

describe('the sent transactions kept by chain and contract', () => {
  it('come back after a reload (a new read of the same storage), newest first', () => {
    const storage = memoryStorage();
    keepSent('0x13881', ADDRESS, record(1), storage);
    keepSent('0x13881', ADDRESS.toLowerCase(), record(2), storage);
    expect(readSent('0x13881', ADDRESS, storage).map((r) => r.hash)).toEqual([
      record(2).hash,
      record(1).hash,
    ]);
    expect(readSent('0x13488c5', ADDRESS, storage)).toEqual([]);
    expect(sentTxKey('0x13881', ADDRESS)).toBe(`cp-contract-tx:0x13881:${ADDRESS.toLowerCase()}`);
  });

  it(`keep the newest ${MAX_KEPT}, once each, and drop what is malformed`, () => {
    const storage = memoryStorage();
    for (let n = 1; n <= MAX_KEPT + 5; n += 1) keepSent('0x13881', ADDRESS, record(n), storage);
    keepSent('0x13881', ADDRESS, record(MAX_KEPT + 5), storage);
    const kept = readSent('0x13881', ADDRESS, storage);
    expect(kept).toHaveLength(MAX_KEPT);
    expect(kept[0]?.hash).toBe(record(MAX_KEPT + 5).hash);
    storage.setItem(sentTxKey('0x13881', ADDRESS), '[{"hash":"0x12"}, 5]');
    expect(readSent('0x13881', ADDRESS, storage)).toEqual([]);
    storage.setItem(sentTxKey('0x13881', ADDRESS), '{not json');
    expect(readSent('0x13881', ADDRESS, storage)).toEqual([]);
  });
});
