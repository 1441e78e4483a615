/**
 * The nonces the mock has issued for wallet sign-in (decision 0018). A nonce is bound to one
 * address, expires after WALLET_NONCE_TTL_MS and is consumed by the first sign-in that names it,
 * so a signed message can never be used twice.
 */
import { WALLET_NONCE_TTL_MS } from '../../wallet/schemas';

export interface IssuedNonce {
  nonce: string;
  /** Lower-case address the nonce was issued to. */
  address: string;
  issuedAt: number;
  expiresAt: number;
  used: boolean;
}

const nonces = new Map<string, IssuedNonce>();

function randomNonce(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function issueNonce(address: string, now: number = Date.now()): IssuedNonce {
  const issued: IssuedNonce = {
    nonce: randomNonce(),
    address: address.toLowerCase(),
    issuedAt: now,
    expiresAt: now + WALLET_NONCE_TTL_MS,
    used: false,
  };
  nonces.set(issued.nonce, issued);
  return issued;
}

/** The nonce as issued (used or not), or undefined when it was never issued. */
export function findNonce(nonce: string): IssuedNonce | undefined {
  return nonces.get(nonce);
}

/** Marks a nonce used; it stays known so a replay is told apart from an unknown nonce. */
export function consumeNonce(nonce: string): void {
  const found = nonces.get(nonce);
  if (found) found.used = true;
}

/** Forgets every nonce (tests). */
export function clearNonces(): void {
  nonces.clear();
}
