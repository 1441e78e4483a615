/**
 * The EIP-4361 (Sign-In with Ethereum) message of a wallet sign-in, built and parsed with siwe
 * (decision 0018). Part of the wallet chunk: imported only once the user starts a wallet sign-in.
 */
import { getAddress } from 'ethers';
import { SiweMessage } from 'siwe';
import { signableStatement } from './statement';

export { ENGLISH_STATEMENT, signableStatement } from './statement';

export interface SignInFields {
  /** The portal's host (and port). */
  domain: string;
  /** The portal's address (origin and path). */
  uri: string;
  address: string;
  /** Hex chain id, as the wallet reports it. */
  chainId: string;
  nonce: string;
  issuedAt: string;
  expirationTime: string;
  statement: string;
}

/** The text the wallet signs. The address is written with its EIP-55 checksum, as EIP-4361 asks. */
export function buildSignInMessage(fields: SignInFields): string {
  return new SiweMessage({
    domain: fields.domain,
    address: getAddress(fields.address),
    statement: signableStatement(fields.statement),
    uri: fields.uri,
    version: '1',
    chainId: Number.parseInt(fields.chainId, 16),
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expirationTime,
  }).prepareMessage();
}

/** Reads a message back (throws when it is not EIP-4361); the chain id comes back in hex. */
export function parseSignInMessage(text: string): SignInFields {
  const m = new SiweMessage(text);
  return {
    domain: m.domain,
    uri: m.uri,
    address: m.address,
    chainId: `0x${m.chainId.toString(16)}`,
    nonce: m.nonce,
    issuedAt: m.issuedAt ?? '',
    expirationTime: m.expirationTime ?? '',
    statement: m.statement ?? '',
  };
}
