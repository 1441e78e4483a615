/**
 * Records that belong to a user. Account records (notices, receivers, login history) hold the
 * user's id; business records hold `owner`, the username, so they survive the user store being
 * seeded again with other ids (see ../bizDb.ts).
 */
import type { MockUser } from '../db';

export type Owned = { userId: number } | { owner: string | null };

/** The signed-in user of an auth endpoint (mockEndpoint has already answered 10004 without one). */
export function me(user: MockUser | undefined): MockUser {
  if (!user) throw new Error('[mocks] an auth endpoint ran without a user');
  return user;
}

/** True when `record` belongs to `user`. */
export function ownedBy(record: Owned, user: MockUser | undefined): boolean {
  if (!user) return false;
  return 'owner' in record ? record.owner === user.username : record.userId === user.id;
}

/** The records of `list` that belong to `user`, in list order. */
export function mine<T extends Owned>(list: readonly T[], user: MockUser | undefined): T[] {
  return list.filter((record) => ownedBy(record, user));
}

/** The record `id` of `list` when it belongs to `user`. */
export function findMine<T extends Owned & { id: number }>(
  list: readonly T[],
  id: number,
  user: MockUser | undefined,
): T | undefined {
  return list.find((record) => record.id === id && ownedBy(record, user));
}
