/**
 * Everything a wallet sign-in needs from the wallet: EIP-6963 discovery (mipd), the account and
 * chain, the signature and the chain switch. Loaded by `import('./walletKit')` when the user presses
 * "Sign in with wallet", so mipd, siwe and ethers never weigh on another page (decision 0018).
 */
import { hexlify, toUtf8Bytes } from 'ethers';
import { createStore } from 'mipd';
import type { WalletProvider } from '../session/wallet';
import type { PlatformChain } from './config';
import { normalizeChainId } from './config';
import { UNRECOGNIZED_CHAIN, walletErrorCode } from './errors';

export { buildSignInMessage, parseSignInMessage } from './message';
/** A fresh EIP-4361 nonce, for a backend without the nonce call (./nonce.ts). */
export { generateNonce } from 'siwe';

export interface FoundWallet {
  id: string;
  /** The wallet's own name; undefined for the plain window.ethereum fallback (the UI names it). */
  name: string | undefined;
  icon: string | undefined;
  provider: WalletProvider;
}

/**
 * The wallets that announce themselves (EIP-6963) within `waitMs`, or window.ethereum when none
 * does. Wallets answer the request event at once; the wait covers slow extensions.
 */
export async function discoverWallets(waitMs = 250): Promise<FoundWallet[]> {
  const store = createStore();
  try {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    const announced = store.getProviders().map<FoundWallet>((detail) => ({
      id: detail.info.uuid || detail.info.rdns,
      name: detail.info.name,
      icon: detail.info.icon,
      provider: detail.provider as unknown as WalletProvider,
    }));
    if (announced.length > 0) return announced;
    const injected = typeof window === 'undefined' ? undefined : window.ethereum;
    return injected ? [{ id: 'injected', name: undefined, icon: undefined, provider: injected }] : [];
  } finally {
    store.destroy();
  }
}

/** Asks the wallet for its account (the wallet may ask the user) and reads its chain. */
export async function connectWallet(provider: WalletProvider): Promise<{ address: string; chainId: string }> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const address = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined;
  if (!address || !/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error('[portal: wallet] No account');
  const chainId = normalizeChainId(await provider.request({ method: 'eth_chainId' }));
  if (!chainId) throw new Error('[portal: wallet] The wallet reported no chain id');
  return { address, chainId };
}

/** personal_sign (EIP-191) of the message by the account. */
export async function signWithWallet(
  provider: WalletProvider,
  address: string,
  message: string,
): Promise<string> {
  const signature = await provider.request({
    method: 'personal_sign',
    params: [hexlify(toUtf8Bytes(message)), address],
  });
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) {
    throw new Error('[portal: wallet] The wallet returned no signature');
  }
  return signature;
}

/**
 * Moves the wallet to a platform chain: wallet_switchEthereumChain, and on 4902 (the wallet does
 * not know it) wallet_addEthereumChain when the deployment configured its parameters.
 * Resolves 'unknown' when the chain cannot be added from here.
 */
export async function switchChain(
  provider: WalletProvider,
  chain: PlatformChain,
  chainName: string,
): Promise<'switched' | 'unknown'> {
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chain.chainId }] });
    return 'switched';
  } catch (error) {
    if (walletErrorCode(error) !== UNRECOGNIZED_CHAIN) throw error;
    if (!chain.add) return 'unknown';
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: chain.chainId, chainName, ...chain.add }],
    });
    return 'switched';
  }
}
