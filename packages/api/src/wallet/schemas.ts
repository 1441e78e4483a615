import * as z from 'zod/mini';
import { date, required, text } from '../client/schemas';

/**
 * Wallet sign-in (decision 0018): the portal asks for a one-time nonce, builds an EIP-4361
 * (Sign-In with Ethereum) message with it, has the wallet sign it and sends the three to
 * POST /login/address.
 */

/** How long an issued nonce (and so the signed message) stays usable: 5 minutes. */
export const WALLET_NONCE_TTL_MS = 5 * 60_000;

/** EIP-4361: at least 8 alphanumeric characters. */
export const WALLET_NONCE_PATTERN = /^[A-Za-z0-9]{8,64}$/;

export const walletAddressSchema = z
  .string()
  .check(
    z.regex(/^0x[0-9a-fA-F]{40}$/, 'A 0x-prefixed 20-byte hex address'),
    z.describe('Wallet address, 0x + 40 hex digits'),
  );

export const walletNonceRequestSchema = z.object({
  address: walletAddressSchema.check(z.describe('The account that will sign; the nonce is bound to it')),
});
export type WalletNonceRequest = z.input<typeof walletNonceRequestSchema>;

export const walletNonceSchema = z.object({
  nonce: required(
    text.check(z.regex(WALLET_NONCE_PATTERN)),
    'the signed message carries it (one-time nonce for the EIP-4361 message)',
  ),
  issuedAt: required(date, 'the signed message carries it (Issued At)'),
  expiresAt: required(date, 'the signed message carries it (Expiration Time)'),
});
export type WalletNonce = z.output<typeof walletNonceSchema>;

/** Server codes of wallet sign-in refusals (besides 400 for a payload that fails its schema). */
export const WalletErrorCode = {
  /** The signature does not recover to the address, or the message is not for this site or chain. */
  SIGNATURE_REFUSED: 10001,
  /**
   * The nonce was never issued, was already used or expired, or the message's Issued At lies outside
   * the nonce's life.
   */
  NONCE_REFUSED: 10002,
  /** POST /login/address/nonce: this client asked for too many nonces; try again in a minute. */
  TOO_MANY_NONCES: 10003,
} as const;
