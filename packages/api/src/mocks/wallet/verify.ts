/**
 * The mock backend's check of a wallet sign-in (POST /login/address), done for real as a server
 * would (decision 0018): the message must parse as EIP-4361, be for this site, this address and one
 * of the platform's chains, be within its validity window, carry a nonce this server issued to that
 * address and that was not used yet, and the signature must recover to the address.
 * siwe and ethers are imported on first use, so the mock adds nothing to the first page load.
 */
import { CHAIN_NETWORKS, networks } from '../../contracts/chains';
import { WalletErrorCode } from '../../wallet/schemas';
import { consumeNonce, findNonce } from './store';

export interface WalletLoginInput {
  address: string;
  signature: string;
  message: string;
}

export interface WalletCheckOptions {
  /** The host (with port) the message must name: the portal's own. */
  domain: string;
  /** ms since epoch. @default Date.now() */
  now?: number;
}

export type WalletCheck =
  | { ok: true; address: string; chainId: string }
  | { ok: false; code: number; msg: string; reason: WalletRefusal };

export type WalletRefusal =
  | 'malformed'
  | 'address'
  | 'domain'
  | 'chain'
  | 'expired'
  | 'notYetValid'
  | 'unknownNonce'
  | 'usedNonce'
  | 'signature';

/** Every chain id a wallet may sign in with: both chains, main and test net (decision 0005). */
export const WALLET_CHAIN_IDS: readonly number[] = Object.values(CHAIN_NETWORKS).flatMap((info) =>
  networks.map((net) => Number.parseInt(info.chainId[net], 16)),
);

/** Clock skew allowed for Issued At / Not Before. */
const SKEW_MS = 60_000;

const refuse = (reason: WalletRefusal, code: number, msg: string): WalletCheck => ({
  ok: false,
  code,
  msg,
  reason,
});

export async function checkWalletLogin(
  input: WalletLoginInput,
  { domain, now = Date.now() }: WalletCheckOptions,
): Promise<WalletCheck> {
  const { SiweMessage } = await import('siwe');
  const { verifyMessage } = await import('ethers');
  const S = WalletErrorCode.SIGNATURE_REFUSED;
  const N = WalletErrorCode.NONCE_REFUSED;

  let parsed: InstanceType<typeof SiweMessage>;
  try {
    parsed = new SiweMessage(input.message);
  } catch {
    return refuse('malformed', 400, '签名内容不是有效的登录消息 Not an EIP-4361 sign-in message');
  }
  if (parsed.address.toLowerCase() !== input.address.toLowerCase()) {
    return refuse('address', S, '签名地址不一致 The message names another address');
  }
  let uriHost = '';
  try {
    uriHost = new URL(parsed.uri).host;
  } catch {
    // refused below
  }
  if (parsed.domain !== domain || uriHost !== domain) {
    return refuse('domain', S, '签名消息不属于本站 The message is for another site');
  }
  if (!WALLET_CHAIN_IDS.includes(parsed.chainId)) {
    return refuse('chain', S, '不支持的链 The message is for a chain the platform does not serve');
  }
  const expires = parsed.expirationTime ? Date.parse(parsed.expirationTime) : Number.NaN;
  if (!Number.isFinite(expires) || expires <= now) {
    return refuse('expired', N, '签名已过期，请重新登录 The sign-in message has expired');
  }
  const issued = parsed.issuedAt ? Date.parse(parsed.issuedAt) : Number.NaN;
  const notBefore = parsed.notBefore ? Date.parse(parsed.notBefore) : issued;
  if (!Number.isFinite(issued) || issued > now + SKEW_MS || notBefore > now + SKEW_MS) {
    return refuse('notYetValid', S, '签名时间无效 The message is not valid yet');
  }
  const nonce = findNonce(parsed.nonce);
  if (!nonce || nonce.address !== input.address.toLowerCase() || nonce.expiresAt <= now) {
    return refuse('unknownNonce', N, '登录随机数无效或已过期 Unknown or expired nonce');
  }
  if (nonce.used) {
    return refuse('usedNonce', N, '该签名已使用过 This signed message was already used');
  }
  // From here the nonce is spent, whatever the signature says: one attempt per nonce.
  consumeNonce(parsed.nonce);
  let recovered = '';
  try {
    recovered = verifyMessage(input.message, input.signature);
  } catch {
    // a signature that does not decode is refused like a wrong one
  }
  if (recovered.toLowerCase() !== input.address.toLowerCase()) {
    return refuse('signature', S, '签名验证失败 The signature does not match the address');
  }
  return { ok: true, address: recovered, chainId: `0x${parsed.chainId.toString(16)}` };
}
