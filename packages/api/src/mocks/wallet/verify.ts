/**
 * The mock backend's check of a wallet sign-in (POST /login/address), done for real as a server
 * would (decisions 0018, 0050): the message must parse as EIP-4361, be for one of the deployment's
 * origins (configured, never the request's Host), this address and one of the platform's chains, be
 * within its validity window and its nonce's life, carry a nonce this server issued to that address
 * and that was not spent yet, or one the portal made when the nonce call failed (decision 0087),
 * checked as decision 0050 asks of a backend without the call (never spent, and a message valid for
 * at most WALLET_NONCE_TTL_MS), and the signature must recover to the address.
 * siwe and ethers are imported on first use, so the mock adds nothing to the first page load.
 */
import { CHAIN_NETWORKS, networks } from '../../contracts/chains';
import { WALLET_NONCE_PATTERN, WALLET_NONCE_TTL_MS, WalletErrorCode } from '../../wallet/schemas';
import { consumeNonce, findNonce, isSpent, spendOwnNonce } from './store';
import { said, type Message } from '../lib/said';

export interface WalletLoginInput {
  address: string;
  signature: string;
  message: string;
}

export interface WalletCheckOptions {
  /**
   * The origins the portal is served from (e.g. 'https://portal.example' or
   * 'http://127.0.0.1:4320'): the message's domain must be one's host (with port) and its URI on
   * that origin. An empty list refuses every message.
   */
  origins: readonly string[];
  /** ms since epoch. @default Date.now() */
  now?: number;
}

export type WalletCheck =
  | { ok: true; address: string; chainId: string }
  | { ok: false; code: number; msg: Message; reason: WalletRefusal };

export type WalletRefusal =
  | 'malformed'
  | 'address'
  | 'domain'
  | 'chain'
  | 'expired'
  | 'notYetValid'
  | 'issuedBeforeNonce'
  | 'unknownNonce'
  | 'signature';

/** Every chain id a wallet may sign in with: both chains, main and test net (decision 0005). */
export const WALLET_CHAIN_IDS: readonly number[] = Object.values(CHAIN_NETWORKS).flatMap((info) =>
  networks.map((net) => Number.parseInt(info.chainId[net], 16)),
);

/** Clock skew allowed for Issued At / Not Before. */
const SKEW_MS = 60_000;

/**
 * Whether the message's domain line (and scheme, when it names one) and URI belong to one of the
 * origins. The domain is an RFC 3986 authority: host and port, the port left out when it is the
 * scheme's default (as URL.host writes it).
 */
function forOrigin(
  message: { domain: string; uri: string; scheme?: string },
  origins: readonly string[],
): boolean {
  let uri: URL;
  try {
    uri = new URL(message.uri);
  } catch {
    return false;
  }
  return origins.some((text) => {
    let origin: URL;
    try {
      origin = new URL(text);
    } catch {
      return false;
    }
    return (
      message.domain === origin.host &&
      uri.origin === origin.origin &&
      (!message.scheme || `${message.scheme}:` === origin.protocol)
    );
  });
}

const refuse = (reason: WalletRefusal, code: number, msg: Message): WalletCheck => ({
  ok: false,
  code,
  msg,
  reason,
});

export async function checkWalletLogin(
  input: WalletLoginInput,
  { origins, now = Date.now() }: WalletCheckOptions,
): Promise<WalletCheck> {
  const { SiweMessage } = await import('siwe');
  const { verifyMessage } = await import('ethers');
  const S = WalletErrorCode.SIGNATURE_REFUSED;
  const N = WalletErrorCode.NONCE_REFUSED;

  let parsed: InstanceType<typeof SiweMessage>;
  try {
    parsed = new SiweMessage(input.message);
  } catch {
    return refuse('malformed', 400, said('签名内容不是有效的登录消息', 'Not an EIP-4361 sign-in message'));
  }
  if (parsed.address.toLowerCase() !== input.address.toLowerCase()) {
    return refuse('address', S, said('签名地址不一致', 'The message names another address'));
  }
  if (!forOrigin(parsed, origins)) {
    return refuse('domain', S, said('签名消息不属于本站', 'The message is for another site'));
  }
  if (!WALLET_CHAIN_IDS.includes(parsed.chainId)) {
    return refuse('chain', S, said('不支持的链', 'The message is for a chain the platform does not serve'));
  }
  const expires = parsed.expirationTime ? Date.parse(parsed.expirationTime) : Number.NaN;
  if (!Number.isFinite(expires) || expires <= now) {
    return refuse('expired', N, said('签名已过期，请重新登录', 'The sign-in message has expired'));
  }
  const issued = parsed.issuedAt ? Date.parse(parsed.issuedAt) : Number.NaN;
  const notBefore = parsed.notBefore ? Date.parse(parsed.notBefore) : issued;
  if (!Number.isFinite(issued) || issued > now + SKEW_MS || notBefore > now + SKEW_MS) {
    return refuse('notYetValid', S, said('签名时间无效', 'The message is not valid yet'));
  }
  const unknown = () =>
    refuse('unknownNonce', N, said('登录随机数无效、已使用或已过期', 'Unknown, used or expired nonce'));
  // Expired nonces are forgotten, spent ones remembered until their message expires (./store.ts).
  const nonce = findNonce(parsed.nonce, now);
  if (nonce) {
    if (nonce.address !== input.address.toLowerCase() || nonce.expiresAt <= now) return unknown();
    // The message cannot have been written before its nonce existed (a message "issued" in 2020).
    if (issued < nonce.issuedAt) {
      return refuse(
        'issuedBeforeNonce',
        N,
        said('签名时间早于随机数', 'The message is dated before its nonce'),
      );
    }
    // From here the nonce is spent, whatever the signature says: one attempt per nonce.
    consumeNonce(parsed.nonce);
  } else {
    // Not issued here: the portal's own nonce (its nonce call failed). Never spent, and the message
    // good for a few minutes at most; spent from here, whatever the signature says.
    const tooLong = expires - issued > WALLET_NONCE_TTL_MS;
    if (!WALLET_NONCE_PATTERN.test(parsed.nonce) || tooLong || isSpent(parsed.nonce, now)) return unknown();
    if (!spendOwnNonce(parsed.nonce, expires, now)) return unknown();
  }
  let recovered = '';
  try {
    recovered = verifyMessage(input.message, input.signature);
  } catch {
    // a signature that does not decode is refused like a wrong one
  }
  if (recovered.toLowerCase() !== input.address.toLowerCase()) {
    return refuse('signature', S, said('签名验证失败', 'The signature does not match the address'));
  }
  return { ok: true, address: recovered, chainId: `0x${parsed.chainId.toString(16)}` };
}
