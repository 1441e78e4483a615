import type { ContractDetail } from '@chainportal/api';
import type { Abi } from '../../../../chains/contractCalls';
import type { OnchainContract } from './onchainApi';

/** The detail's on-chain fields (issue 29); read defensively, a record from before them has none. */
type DetailOnChain = ContractDetail &
  Partial<{
    abi: unknown;
    blockNumber: number | null;
    deployer: string | null;
    codeHash: string | null;
    deployedBytecode: string | null;
    historical: boolean;
  }>;

/**
 * What the on-chain panel shows of a contract's detail, or undefined when there is nothing on a
 * chain to show: not deployed, no address, no ABI, or a historical record (decision 0075).
 */
export function onchainContract(detail: ContractDetail): OnchainContract | undefined {
  const d = detail as DetailOnChain;
  if (d.status !== 'deployed' || !d.address || d.historical) return undefined;
  if (!Array.isArray(d.abi) || d.abi.length === 0) return undefined;
  return {
    chainCode: d.chainCode,
    network: d.network,
    chainId: d.chainId,
    address: d.address,
    abi: d.abi as Abi,
    txHash: d.txHash,
    blockNumber: d.blockNumber ?? null,
    deployer: d.deployer ?? null,
    codeHash: d.codeHash ?? null,
    deployedBytecode: d.deployedBytecode ?? null,
  };
}
