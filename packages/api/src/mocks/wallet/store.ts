/**
 * The nonces the mock has issued for wallet sign-in (decisions 0018, 0050). A nonce is bound to one
 * address, expires after WALLET_NONCE_TTL_MS and is spent (forgotten) by the first sign-in that
 * reaches the signature check, so a signed message can never be used twice. Expired nonces are
 * purged whenever a nonce is issued or looked up, and each client address may ask for at most
 * WALLET_NONCE_LIMIT.count nonces per WALLET_NONCE_LIMIT.windowMs. A nonce the portal made itself
 * (its nonce call failed, decision 0087) is remembered as spent until its message expires, like a
 * spent issued one, so neither can sign in twice.
 */
import { WALLET_NONCE_TTL_MS } from '../../wallet/schemas';

export interface IssuedNonce {
  nonce: string;
  /** Lower-case address the nonce was issued to. */
  address: string;
  issuedAt: number;
  expiresAt: number;
}

/**
 * Nonce requests per client address: at most `count` per sliding `windowMs`. A sign-in needs one,
 * a retry after declining in the wallet another; ten a minute leaves room for a hurried user and
 * none for a script asking for thousands.
 */
export const WALLET_NONCE_LIMIT = { count: 10, windowMs: 60_000 } as const;

/** Outstanding (unexpired, unspent) nonces the store holds at most, whatever the clients. */
export const WALLET_NONCE_CAPACITY = 10_000;

const nonces = new Map<string, IssuedNonce>();
/** Spent nonces (issued or not) → when the message that spent them expires (then they can be forgotten). */
const spent = new Map<string, number>();
/** Client address → the times of its recent nonce requests (oldest first). */
const requests = new Map<string, number[]>();

function randomNonce(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Forgets the expired nonces and the request times that left the window. */
export function purgeExpired(now: number = Date.now()): void {
  for (const [key, issued] of nonces) if (issued.expiresAt <= now) nonces.delete(key);
  for (const [key, until] of spent) if (until <= now) spent.delete(key);
  for (const [client, times] of requests) {
    const recent = times.filter((t) => t > now - WALLET_NONCE_LIMIT.windowMs);
    if (recent.length === 0) requests.delete(client);
    else requests.set(client, recent);
  }
}

/**
 * Counts a nonce request of `client` (its address as the transport knows it) and answers whether it
 * may have one: false beyond WALLET_NONCE_LIMIT, or when the store is full.
 */
export function allowNonceRequest(client: string, now: number = Date.now()): boolean {
  purgeExpired(now);
  const times = requests.get(client) ?? [];
  if (times.length >= WALLET_NONCE_LIMIT.count || nonces.size >= WALLET_NONCE_CAPACITY) return false;
  times.push(now);
  requests.set(client, times);
  return true;
}

export function issueNonce(address: string, now: number = Date.now()): IssuedNonce {
  purgeExpired(now);
  const issued: IssuedNonce = {
    nonce: randomNonce(),
    address: address.toLowerCase(),
    issuedAt: now,
    expiresAt: now + WALLET_NONCE_TTL_MS,
  };
  nonces.set(issued.nonce, issued);
  return issued;
}

/** The nonce as issued, or undefined when it was never issued, was spent or has expired. */
export function findNonce(nonce: string, now: number = Date.now()): IssuedNonce | undefined {
  purgeExpired(now);
  return nonces.get(nonce);
}

/** Spends a nonce: it is forgotten, and any later message naming it is refused as spent. */
export function consumeNonce(nonce: string): void {
  const issued = nonces.get(nonce);
  nonces.delete(nonce);
  if (issued) spent.set(nonce, issued.expiresAt);
}

/** Whether a message already spent this nonce (until that message expired). */
export function isSpent(nonce: string, now: number = Date.now()): boolean {
  purgeExpired(now);
  return spent.has(nonce);
}

/**
 * Spends a nonce this server did not issue (the portal's own), remembered until `until` (its
 * message's Expiration Time); false when the store is full.
 */
export function spendOwnNonce(nonce: string, until: number, now: number = Date.now()): boolean {
  purgeExpired(now);
  if (spent.size >= WALLET_NONCE_CAPACITY) return false;
  spent.set(nonce, until);
  return true;
}

/** How many nonces the store holds (tests). */
export function nonceCount(): number {
  return nonces.size;
}

/** Forgets every nonce and every counted request (tests). */
export function clearNonces(): void {
  nonces.clear();
  spent.clear();
  requests.clear();
}
