// A wallet deployment kept across a reload: kept when sent, read back, forgotten once registered or
// failed; anything malformed is ignored.
import { describe, expect, it } from 'vitest';
import {
  forgetPendingDeploy,
  keepPendingDeploy,
  PENDING_DEPLOY_KEY,
  readPendingDeploy,
} from './pendingDeploy';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const HASH = `0x${'ab'.repeat(32)}`;
const pending = {
  chainCode: 'ScOcc02001' as const,
  network: 'mainnet' as const,
  request: {
    name: 'Points',
    chainCode: 'ScOcc02001' as const,
    network: 'mainnet' as const,
    txHash: HASH,
    templateKey: 'erc20' as const,
  },
  sentAt: '2026-11-26T17:00:00.000Z',
};

describe('pendingDeploy', () => {
  it('keeps the deployment sent and reads it back after a reload', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(readPendingDeploy(storage)).toBeUndefined();
    keepPendingDeploy(pending, storage);
    expect(readPendingDeploy(storage)).toEqual(pending);
  });

  it('forgets it by its hash only', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    keepPendingDeploy(pending, storage);
    forgetPendingDeploy(`0x${'cd'.repeat(32)}`, storage);
    expect(readPendingDeploy(storage)).toEqual(pending);
    forgetPendingDeploy(HASH.toUpperCase().replace('0X', '0x'), storage);
    expect(readPendingDeploy(storage)).toBeUndefined();
  });

  it('ignores what is not a kept deployment', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem(PENDING_DEPLOY_KEY, '{not json');
    expect(readPendingDeploy(storage)).toBeUndefined();
    storage.setItem(
      PENDING_DEPLOY_KEY,
      JSON.stringify({ ...pending, request: { ...pending.request, txHash: '0x12' } }),
    );
    expect(readPendingDeploy(storage)).toBeUndefined();
  });
});
