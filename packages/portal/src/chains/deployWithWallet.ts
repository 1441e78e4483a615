/**
 * Deploying a contract with the customer's own wallet (issue 29): ethers' ContractFactory on the
 * wallet's EIP-1193 provider, the transaction hash as soon as the wallet sends it, then the receipt.
 * The page registers the contract with the platform afterwards (POST /client/contract/register).
 *
 * Loaded with `import('./deployWithWallet')` when the customer deploys with a wallet: ethers is in
 * no first load.
 */
import { BrowserProvider, ContractFactory, Network, type InterfaceAbi } from 'ethers';
import type { WalletProvider } from '../session/wallet';
import { USER_REJECTED, REQUEST_PENDING, UNRECOGNIZED_CHAIN, walletErrorCode } from '../wallet/errors';

export interface DeployRequest {
  /** The hex chain id the wallet is on (checked before): the deployment is signed for it. */
  chainId: string;
  abi: readonly unknown[];
  /** Creation bytecode, 0x-prefixed, without the constructor arguments. */
  bytecode: string;
  /** Constructor arguments as ./abiValues.ts gives them, in the ABI's order. */
  args: readonly unknown[];
}

export interface Deployed {
  txHash: string;
  address: string;
  from: string;
  blockNumber: number;
}

/** How a wallet deployment failed, each with its own words on the page. */
export type DeployFailure =
  'rejected' | 'pending' | 'unknownChain' | 'funds' | 'outOfGas' | 'reverted' | 'failed';

export interface ClassifiedFailure {
  failure: DeployFailure;
  /** The decoded revert reason (Error(string) or a custom error's name), when the chain gave one. */
  reason?: string | undefined;
}

const OUT_OF_GAS = /out of gas|gas required exceeds|intrinsic gas too low|exceeds block gas limit/i;

function messagesOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const e = error as Record<string, unknown>;
  const own = [e.shortMessage, e.message].filter((m): m is string => typeof m === 'string');
  return [
    ...own,
    ...messagesOf(e.error, depth + 1),
    ...messagesOf(e.info, depth + 1),
    ...messagesOf(e.cause, depth + 1),
    ...messagesOf((e.data as Record<string, unknown> | undefined)?.originalError, depth + 1),
  ];
}

/** The failure an error of the wallet, ethers or the chain stands for. */
export function classifyDeployError(error: unknown): ClassifiedFailure {
  const e = (error && typeof error === 'object' ? error : {}) as {
    code?: unknown;
    reason?: unknown;
    revert?: { name?: unknown; args?: unknown[] } | null;
    receipt?: { gasUsed?: bigint } | null;
    transaction?: { gasLimit?: bigint } | null;
  };
  if (e.code === 'ACTION_REJECTED') return { failure: 'rejected' };
  switch (walletErrorCode(error)) {
    case USER_REJECTED:
      return { failure: 'rejected' };
    case REQUEST_PENDING:
      return { failure: 'pending' };
    case UNRECOGNIZED_CHAIN:
      return { failure: 'unknownChain' };
    default:
  }
  if (e.code === 'INSUFFICIENT_FUNDS') return { failure: 'funds' };
  const text = messagesOf(error).join('\n');
  if (OUT_OF_GAS.test(text)) return { failure: 'outOfGas' };
  if (e.code === 'CALL_EXCEPTION') {
    // A mined failure that used every unit of gas it had ran out of gas.
    const used = e.receipt?.gasUsed;
    const limit = e.transaction?.gasLimit;
    if (typeof used === 'bigint' && typeof limit === 'bigint' && used === limit)
      return { failure: 'outOfGas' };
    const reason =
      typeof e.reason === 'string' && e.reason
        ? e.reason
        : typeof e.revert?.name === 'string'
          ? e.revert.name
          : undefined;
    return { failure: 'reverted', reason };
  }
  if (/execution reverted|revert/i.test(text)) {
    const reason = /reverted(?: with reason string)?:? ['"]?([^'"\n]+)['"]?/i.exec(text)?.[1]?.trim();
    return { failure: 'reverted', reason: reason && reason !== 'execution reverted' ? reason : undefined };
  }
  return { failure: 'failed' };
}

/**
 * Sends the deployment from the wallet's account and waits for its receipt. `onSent` gets the
 * transaction hash as soon as the wallet has sent it (the page shows it as pending).
 */
export async function deployWithWallet(
  provider: WalletProvider,
  request: DeployRequest,
  onSent: (txHash: string) => void,
): Promise<Deployed> {
  // A plain Network: ethers' own for a known id (0x13881 is 80001, Polygon Mumbai's) carries plugins
  // that fetch fees from that network's gas station.
  const id = BigInt(request.chainId);
  const browser = new BrowserProvider(provider, new Network(`chain-${id}`, id));
  const signer = await browser.getSigner();
  const factory = new ContractFactory(request.abi as InterfaceAbi, request.bytecode, signer);
  const contract = await factory.deploy(...request.args);
  const tx = contract.deploymentTransaction();
  if (!tx) throw new Error('[portal: deploy] The wallet sent no transaction');
  onSent(tx.hash);
  const receipt = await tx.wait();
  if (!receipt?.contractAddress) throw new Error('[portal: deploy] The transaction created no contract');
  return {
    txHash: tx.hash,
    address: receipt.contractAddress,
    from: receipt.from,
    blockNumber: receipt.blockNumber,
  };
}
