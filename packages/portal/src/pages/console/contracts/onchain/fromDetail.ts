import type { ContractDetail } from '@chainportal/api';
import type { Abi } from '../../../../chains/contractCalls';
import type { OnchainContract } from './onchainApi';

/**
 * What the on-chain panel shows of a contract's detail, or undefined when there is nothing on a
 * chain to show: not deployed, no address, no ABI, or a historical record (decision 0075). The
 * code on chain is held to the detail's codeHash (keccak256 of the code at deployment).
 */
export function onchainContract(detail: ContractDetail): OnchainContract | undefined {
  if (detail.status !== 'deployed' || !detail.address || detail.historical) return undefined;
  if (detail.abi.length === 0) return undefined;
  return {
    chainCode: detail.chainCode,
    network: detail.network,
    chainId: detail.chainId,
    address: detail.address,
    abi: detail.abi as Abi,
    txHash: detail.txHash ?? null,
    blockNumber: detail.blockNumber ?? null,
    deployer: detail.deployer,
    codeHash: detail.codeHash,
  };
}
