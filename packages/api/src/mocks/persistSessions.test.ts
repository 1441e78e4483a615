import { afterEach, describe, expect, it } from 'vitest';
import { createSession, db, persistSessions, userForToken } from './db';
import { resetMockDb } from './handlers';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('persistSessions (demo mode survives a reload)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    resetMockDb();
  });

  it('restores a signed-in session after the store is seeded again', () => {
    const storage = memoryStorage();
    stop = persistSessions(storage);
    const user = db.users[0]!;
    const { token } = createSession(user.id);
    stop();

    resetMockDb(); // what a page reload does to the in-memory store
    expect(userForToken(token)).toBeUndefined();

    stop = persistSessions(storage);
    expect(userForToken(token)?.user.id).toBe(user.id);
  });

  it('forgets a session that was ended (log out) before the reload', () => {
    const storage = memoryStorage();
    stop = persistSessions(storage);
    const { token } = createSession(db.users[0]!.id);
    db.sessions.delete(token);
    stop();
    resetMockDb();
    stop = persistSessions(storage);
    expect(userForToken(token)).toBeUndefined();
  });

  it('starts signed out when the saved value is damaged', () => {
    const storage = memoryStorage();
    storage.setItem('cp-mock-sessions', '{not json');
    expect(() => (stop = persistSessions(storage))).not.toThrow();
  });
});
