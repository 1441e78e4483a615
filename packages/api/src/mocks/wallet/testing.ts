/**
 * For tests: a signed wallet sign-in, the way the portal builds it (EIP-4361 via siwe, signed by an
 * ethers Wallet), with every field overridable to build the refusals.
 */
import type { ApiClient } from '../../client/client';
import { getWalletNonce } from '../../wallet/endpoints';

/** Hardhat's first well-known test key: never holds anything of value. */
export const TEST_WALLET_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export interface SignedLoginOptions {
  privateKey?: string;
  /** The host the message names. @default 'api.test' */
  domain?: string;
  /** @default `http://${domain}/` */
  uri?: string;
  /** Decimal EIP-155 chain id. @default 80001 (ScOcc03001 main net) */
  chainId?: number;
  /** Taken from POST /login/address/nonce when not given. */
  nonce?: string;
  issuedAt?: string;
  expirationTime?: string;
  /** Signs with this key instead (a signature of another address). */
  signWith?: string;
}

export async function signedWalletLogin(client: ApiClient, options: SignedLoginOptions = {}) {
  const { Wallet } = await import('ethers');
  const { SiweMessage } = await import('siwe');
  const wallet = new Wallet(options.privateKey ?? TEST_WALLET_KEY);
  const domain = options.domain ?? 'api.test';
  // The clock read once: two reads a millisecond apart on a busy machine made a message of five
  // minutes and 1 ms, which the server rightly refuses as longer than a nonce's life.
  const now = Date.now();
  const issued = options.nonce
    ? {
        nonce: options.nonce,
        issuedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 300_000).toISOString(),
      }
    : await getWalletNonce(client, { address: wallet.address });
  const message = new SiweMessage({
    domain,
    address: wallet.address,
    statement: 'Sign in to the chain service portal.',
    uri: options.uri ?? `http://${domain}/`,
    version: '1',
    chainId: options.chainId ?? 80001,
    nonce: issued.nonce,
    issuedAt: options.issuedAt ?? issued.issuedAt,
    expirationTime: options.expirationTime ?? issued.expiresAt,
  }).prepareMessage();
  const signer = options.signWith ? new Wallet(options.signWith) : wallet;
  const signature = await signer.signMessage(message);
  return { address: wallet.address, signature, message };
}
