/**
 * What the on-chain panel needs from the chain and the wallet (issue 29), as one object: the page
 * passes the live one (./liveApi.ts: chainProvider, contractCalls, the wallet kit), the stories a
 * stub, since Storybook has no chain. Types only: nothing here loads ethers.
 */
import type { ChainCode, Network } from '@chainportal/api';
import type {
  Abi,
  AbiFunction,
  ChainFailure,
  CodeMatch,
  ContractEvent,
  ReadResult,
  SentTransaction,
  TransactionState,
} from '../../../../chains/contractCalls';
import type { WalletProvider } from '../../../../session/wallet';

/** The deployed contract the panel shows (from the contract's detail). */
export interface OnchainContract {
  chainCode: ChainCode;
  network: Network;
  /** Lower-case hex chain id. */
  chainId: string;
  address: string;
  abi: Abi;
  /** The deployment transaction. */
  txHash: string | null;
  /** The deployment's block: events are read from there on. */
  blockNumber: number | null;
  deployer: string | null;
  /** keccak256 of the code at deployment, or the compiled runtime bytecode: what getCode is held to. */
  codeHash?: string | null | undefined;
  deployedBytecode?: string | null | undefined;
}

/** A browser wallet the user can write with (EIP-6963, or window.ethereum). */
export interface WalletChoice {
  id: string;
  /** undefined: the plain window.ethereum (the panel names it). */
  name: string | undefined;
  icon: string | undefined;
  provider: WalletProvider;
}

export interface OnchainApi {
  read(fn: AbiFunction, args: readonly unknown[]): Promise<ReadResult>;
  events(): Promise<ContractEvent[]>;
  code(): Promise<CodeMatch>;
  receipt(hash: string): Promise<TransactionState>;
  wallets(): Promise<WalletChoice[]>;
  /** Sends through the wallet; the wallet must be on the contract's chain (else a wrongChain failure). */
  send(
    wallet: WalletChoice,
    fn: AbiFunction,
    args: readonly unknown[],
    value?: bigint,
  ): Promise<SentTransaction>;
  /** Moves the wallet to the contract's chain; 'unknown' when the wallet cannot add it from here. */
  switchChain(wallet: WalletChoice): Promise<'switched' | 'unknown'>;
  /** What an error from any of the above means to the user. */
  describe(error: unknown): ChainFailure;
}
