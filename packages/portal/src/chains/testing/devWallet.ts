/**
 * An EIP-1193 wallet for tests, backed by an ethers Wallet on an anvil key
 * (signing for the node's chain, `chainId`; set `wallet.chainId` to have it report another): it answers the
 * account and chain requests itself, signs and sends transactions, forwards every other call to
 * the node, and can be told to decline (4001) as a user would.
 */
import { JsonRpcProvider, Network, Wallet } from 'ethers';
import type { WalletProvider } from '../../session/wallet';

export interface DevWallet extends WalletProvider {
  address: string;
  chainId: string;
  /** How many of the next transactions the user declines. */
  declineNext: number;
  calls: string[];
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

export function devWallet(key: string, rpcUrl: string, chainId: string): DevWallet {
  // A plain Network: ethers' own for 80001 (Polygon Mumbai's id) fetches fees from Polygon.
  const node = new JsonRpcProvider(rpcUrl, undefined, {
    staticNetwork: new Network('dev', BigInt(chainId)),
    batchMaxCount: 1,
    // No 250 ms answer cache: a second send right after the first must not reuse its nonce.
    cacheTimeout: -1,
  });
  const signer = new Wallet(key, node);
  const wallet: DevWallet = {
    address: signer.address,
    chainId,
    declineNext: 0,
    calls: [],
    async request({ method, params = [] }) {
      wallet.calls.push(method);
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [signer.address];
        case 'eth_chainId':
          return wallet.chainId;
        case 'wallet_switchEthereumChain':
          wallet.chainId = (params[0] as { chainId: string }).chainId;
          return null;
        case 'eth_sendTransaction': {
          if (wallet.declineNext > 0) {
            wallet.declineNext -= 1;
            throw rpcError(4001, 'User rejected the request.');
          }
          const tx = params[0] as Record<string, string | undefined>;
          const sent = await signer.sendTransaction({
            to: tx.to,
            data: tx.data,
            value: tx.value ? BigInt(tx.value) : undefined,
            gasLimit: tx.gas ? BigInt(tx.gas) : undefined,
          });
          return sent.hash;
        }
        default:
          return node.send(method, params);
      }
    },
  };
  return wallet;
}
