import type { Page } from '@playwright/test';
import { getBytes, Wallet } from 'ethers';

/**
 * Fake browser wallets for the wallet sign-in journeys (wallet.spec.ts) and, given the chains'
 * JSON-RPC URLs, for sending transactions (the contract journeys, e2e-nginx/contracts.spec.ts).
 */
// Hardhat's well-known test keys: they hold nothing of value.
export const KEYS = {
  a: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  b: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
} as const;
export type KeyName = keyof typeof KEYS;

export const CONSENSUS_MAIN = '0x13488c5';
export const PERMISSIONED_MAIN = '0x13881';

export interface FakeWallet {
  uuid: string;
  name: string;
  rdns: string;
  /** The key that signs (a signature of another address when it differs from `account`). */
  key: KeyName;
  account?: KeyName;
  chainId: string;
  /** How many personal_sign requests the user rejects (4001) before signing. */
  rejectSigns?: number;
  /** How many eth_requestAccounts answer -32002 (already pending) first. */
  pendingConnects?: number;
}

export interface Setup {
  wallets: FakeWallet[];
  /** The first wallet is also window.ethereum, as most extensions do. */
  injectFirst?: boolean;
  /** Announce through EIP-6963 (off: only window.ethereum). */
  announce?: boolean;
  /**
   * The chains the wallets know, chain id (hex) → JSON-RPC URL (a local anvil). With them, every
   * method the wallet does not answer itself (eth_sendTransaction, eth_call, eth_estimateGas,
   * eth_getTransactionReceipt…) goes to the URL of the wallet's current chain, where anvil signs
   * for its unlocked development accounts (KEYS are its first two); switching to a chain not named
   * here is refused with 4902. Without them, such methods answer 4200 (unsupported).
   */
  rpcUrls?: Record<string, string>;
}

/** A chain id as one spelling: 0x, lower-case hex, no leading zeros. */
const chainKey = (id: string) => `0x${BigInt(id).toString(16)}`;

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** One JSON-RPC request to a chain, its error kept as the chain gave it (code, message, revert data). */
async function forward(url: string, method: string, params: unknown[]): Promise<RpcAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as RpcAnswer;
    return body.error ? { error: body.error } : { result: body.result ?? null };
  } catch (error) {
    return { error: { code: -32603, message: `The chain cannot be reached: ${(error as Error).message}` } };
  }
}

const icon = (letter: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d4ed8"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  ).toString('base64')}`;

/**
 * Injects EIP-1193 providers announced through EIP-6963. Signing happens in Node with an ethers
 * Wallet (page.exposeFunction), so the page never holds a key.
 */
export async function installWallets(page: Page, setup: Setup) {
  await page.exposeFunction('__walletSign', (key: KeyName, hexMessage: string) =>
    new Wallet(KEYS[key]).signMessage(getBytes(hexMessage)),
  );
  const rpcUrls = Object.fromEntries(
    Object.entries(setup.rpcUrls ?? {}).map(([id, url]) => [chainKey(id), url]),
  );
  if (setup.rpcUrls) {
    await page.exposeFunction('__walletRpc', (chainId: string, method: string, params: unknown[]) => {
      const url = rpcUrls[chainKey(chainId)];
      return url
        ? forward(url, method, params)
        : { error: { code: 4901, message: `The wallet is not connected to chain ${chainId}` } };
    });
  }
  const wallets = setup.wallets.map((w) => ({
    ...w,
    address: new Wallet(KEYS[w.account ?? w.key]).address,
    icon: icon(w.name[0] ?? 'W'),
  }));
  await page.addInitScript(
    ({ wallets, injectFirst, announce, knownChains }) => {
      const w = window as unknown as Record<string, unknown>;
      const calls: Array<{ wallet: string; method: string; params?: unknown }> = [];
      w.__walletCalls = calls;
      const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
      const providers = wallets.map((wallet) => {
        const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
        const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((h) => h(value));
        let rejectSigns = wallet.rejectSigns ?? 0;
        let pendingConnects = wallet.pendingConnects ?? 0;
        const next = ((w.__walletNext as Record<string, string | undefined> | undefined) ??= {});
        const provider = {
          async request({ method, params }: { method: string; params?: unknown[] }) {
            calls.push({ wallet: wallet.uuid, method, params });
            if (method === 'eth_sendTransaction' && next[wallet.uuid]) {
              const what = next[wallet.uuid];
              next[wallet.uuid] = undefined;
              if (what === 'decline') throw rpcError(4001, 'User rejected the request.');
              // 'lowGas': the user lowered the gas limit in the wallet; enough to be mined, not to run.
              const tx = (params as Array<Record<string, unknown>>)[0] ?? {};
              params = [{ ...tx, gas: '0x61a8' }, ...(params ?? []).slice(1)];
            }
            switch (method) {
              case 'eth_requestAccounts':
                if (pendingConnects > 0) {
                  pendingConnects -= 1;
                  throw rpcError(-32002, 'Request of type eth_requestAccounts already pending');
                }
                return [wallet.address];
              case 'eth_accounts':
                return [wallet.address];
              case 'eth_chainId':
                return wallet.chainId;
              case 'personal_sign': {
                if (rejectSigns > 0) {
                  rejectSigns -= 1;
                  throw rpcError(4001, 'User rejected the request.');
                }
                const sign = w.__walletSign as (key: string, hex: string) => Promise<string>;
                return sign(wallet.key, (params as string[])[0] as string);
              }
              case 'wallet_switchEthereumChain': {
                const wanted = (params as Array<{ chainId: string }>)[0]?.chainId ?? '';
                if (knownChains && !knownChains.includes(`0x${BigInt(wanted).toString(16)}`))
                  throw rpcError(4902, `Unrecognized chain ID ${wanted}`);
                wallet.chainId = wanted;
                setTimeout(() => emit('chainChanged', wanted), 0);
                return null;
              }
              default: {
                if (!knownChains) throw rpcError(4200, `Unsupported method ${method}`);
                const rpc = w.__walletRpc as (
                  chainId: string,
                  method: string,
                  params: unknown[],
                ) => Promise<{ result?: unknown; error?: { code: number; message: string; data?: unknown } }>;
                const answer = await rpc(wallet.chainId, method, params ?? []);
                if (answer.error)
                  throw Object.assign(rpcError(answer.error.code, answer.error.message), {
                    data: answer.error.data,
                  });
                return answer.result;
              }
            }
          },
          on(event: string, handler: (...args: unknown[]) => void) {
            if (!listeners.has(event)) listeners.set(event, new Set());
            listeners.get(event)?.add(handler);
          },
          removeListener(event: string, handler: (...args: unknown[]) => void) {
            listeners.get(event)?.delete(handler);
          },
        };
        return { wallet, provider };
      });
      if (injectFirst && providers[0]) w.ethereum = providers[0].provider;
      if (announce) {
        const announceAll = () => {
          for (const { wallet, provider } of providers) {
            const info = { uuid: wallet.uuid, name: wallet.name, icon: wallet.icon, rdns: wallet.rdns };
            window.dispatchEvent(
              new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
            );
          }
        };
        window.addEventListener('eip6963:requestProvider', announceAll);
        announceAll();
      }
    },
    {
      wallets,
      injectFirst: setup.injectFirst ?? true,
      announce: setup.announce ?? true,
      knownChains: setup.rpcUrls ? Object.keys(rpcUrls) : null,
    },
  );
  return wallets;
}

/**
 * What the wallet `uuid` does with its next transaction (eth_sendTransaction): 'decline' answers
 * EIP-1193's 4001 (the user rejected it); 'lowGas' sends it with a 25,000 gas limit, as a user who
 * lowered the limit in the wallet, so it is mined and runs out of gas.
 */
export async function nextTransaction(page: Page, uuid: string, what: 'decline' | 'lowGas'): Promise<void> {
  await page.evaluate(
    ([id, action]) => {
      const next = (window as unknown as { __walletNext: Record<string, string | undefined> }).__walletNext;
      next[id as string] = action;
    },
    [uuid, what],
  );
}

export const FOX: FakeWallet = {
  uuid: '8a0b5c4e-0000-4000-8000-000000000001',
  name: 'Fox Wallet',
  rdns: 'io.example.fox',
  key: 'a',
  chainId: PERMISSIONED_MAIN,
};
export const HARBOR: FakeWallet = {
  uuid: '8a0b5c4e-0000-4000-8000-000000000002',
  name: 'Harbor Wallet',
  rdns: 'io.example.harbor',
  key: 'b',
  chainId: CONSENSUS_MAIN,
};
