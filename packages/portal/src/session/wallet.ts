/** The EIP-1193 provider a browser wallet injects as `window.ethereum`. */
export interface WalletProvider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: string, handler: (...args: unknown[]) => void): void;
  removeListener?(event: string, handler: (...args: unknown[]) => void): void;
}

declare global {
  interface Window {
    ethereum?: WalletProvider;
  }
}

export const CHAIN_ID_KEY = 'cp-wallet-chain-id';

export function getWalletProvider(): WalletProvider | undefined {
  return typeof window === 'undefined' ? undefined : window.ethereum;
}

export function getStoredChainId(): string | undefined {
  return localStorage.getItem(CHAIN_ID_KEY) ?? undefined;
}

let reloadsHeld = false;

/** A wallet sign-in holds the reload while it switches the wallet's chain (packages/portal/src/wallet/). */
export function holdWalletReloads(hold: boolean): void {
  reloadsHeld = hold;
}

export interface WatchWalletOptions {
  provider?: WalletProvider | undefined;
  reload?: () => void;
  log?: (message: string) => void;
}

/**
 * At start (docs/product.md#session): with a wallet, store its chain id and reload the page when the account or
 * chain changes; with none, only a console note. Returns a function that stops listening.
 */
export function watchWallet({
  provider = getWalletProvider(),
  reload = () => window.location.reload(),
  log = (message) => console.info(message),
}: WatchWalletOptions = {}): () => void {
  if (!provider) {
    log('[portal] No browser wallet found; wallet sign-in is unavailable.');
    return () => {};
  }
  provider
    .request({ method: 'eth_chainId' })
    .then((chainId) => {
      if (typeof chainId === 'string') localStorage.setItem(CHAIN_ID_KEY, chainId);
    })
    .catch(() => log('[portal] The wallet did not report its chain id.'));
  const onChange = () => {
    if (!reloadsHeld) reload();
  };
  provider.on?.('accountsChanged', onChange);
  provider.on?.('chainChanged', onChange);
  return () => {
    provider.removeListener?.('accountsChanged', onChange);
    provider.removeListener?.('chainChanged', onChange);
  };
}

export class WalletMissingError extends Error {
  constructor() {
    super('[portal: wallet] No browser wallet is installed.');
    this.name = 'WalletMissingError';
  }
}

export interface WalletCredentials {
  address: string;
  signature: string;
  message: string;
}

/** The text the wallet signs: the address, a one-time nonce and the time, so a signature cannot be replayed. */
export function walletMessage(address: string, nonce: string, time: Date): string {
  return [
    'Sign in to the chain service portal',
    `Address: ${address}`,
    `Nonce: ${nonce}`,
    `Issued at: ${time.toISOString()}`,
  ].join('\n');
}

/**
 * Wallet sign-in: asks the wallet for an account, has it sign a message with a nonce and the time and
 * returns what POST /login/address needs. ethers is downloaded only here.
 */
export async function signWalletMessage(
  provider: WalletProvider | undefined = getWalletProvider(),
): Promise<WalletCredentials> {
  if (!provider) throw new WalletMissingError();
  const { BrowserProvider } = await import('ethers');
  const browser = new BrowserProvider(provider);
  await browser.send('eth_requestAccounts', []);
  const signer = await browser.getSigner();
  const address = await signer.getAddress();
  const message = walletMessage(address, crypto.randomUUID(), new Date());
  const signature = await signer.signMessage(message);
  return { address, signature, message };
}
