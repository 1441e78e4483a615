/**
 * The on-chain panel's live api: reads through the chain's JsonRpcProvider (chainProvider), writes
 * and chain switches through the wallet found by EIP-6963 (the wallet sign-in's kit). Loaded with
 * the panel, on demand.
 */
import { holdWalletReloads } from '../../../../session/wallet';
import { chainProvider } from '../../../../chains/provider';
import {
  compareCode,
  contractEvents,
  describeChainError,
  readFunction,
  sendFunction,
  transactionReceipt,
} from '../../../../chains/contractCalls';
import { platformChains } from '../../../../wallet/config';
import type { JsonRpcProvider } from 'ethers';
import type { OnchainApi, OnchainContract, WalletChoice } from './onchainApi';

export interface LiveApiOptions {
  /** The chain's provider. @default chainProvider(contract.chainCode, contract.network) */
  provider?: () => Promise<JsonRpcProvider>;
  /** The browser wallets. @default EIP-6963 discovery (the wallet sign-in's kit) */
  wallets?: () => Promise<WalletChoice[]>;
}

export function liveOnchainApi(
  contract: OnchainContract,
  chainName: string,
  options: LiveApiOptions = {},
): OnchainApi {
  const provider = options.provider ?? (() => chainProvider(contract.chainCode, contract.network));
  const { abi, address } = contract;
  return {
    read: async (fn, args) => readFunction(await provider(), address, abi, fn, args),
    events: async () => contractEvents(await provider(), address, abi, contract.blockNumber ?? 0),
    code: async () => compareCode(await provider(), address, contract),
    receipt: async (hash) => transactionReceipt(await provider(), hash, abi),
    wallets:
      options.wallets ?? (async () => (await import('../../../../wallet/walletKit')).discoverWallets()),
    send: (wallet, fn, args, value) =>
      sendFunction({ wallet: wallet.provider, chainId: contract.chainId, address, abi, fn, args, value }),
    switchChain: async (wallet) => {
      const chain = platformChains(contract.network).find((c) => c.chainCode === contract.chainCode);
      if (!chain) return 'unknown';
      const kit = await import('../../../../wallet/walletKit');
      // The console reloads on a wallet's chain change (session/wallet.ts); not for this one, asked
      // for here: the panel releases the hold when it closes.
      holdWalletReloads(true);
      return kit.switchChain(wallet.provider, chain, chainName);
    },
    describe: (error) => describeChainError(error, abi),
  };
}
