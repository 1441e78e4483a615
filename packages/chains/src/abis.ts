/**
 * The templates' names and ABIs only, for what reads the chains and decodes with them (the portal's
 * chain browser): one module, its own chunk where it is imported on demand. Named imports of the
 * artefacts' top-level fields, so a build keeps these two and leaves out each artefact's source
 * and bytecode (@chainportal/chains/load loads a whole artefact).
 */
import type { Artifact, TemplateKey } from './types';
import { abi as erc20Abi, contractName as erc20Name } from '../artifacts/ChainportalERC20.json';
import { abi as erc721Abi, contractName as erc721Name } from '../artifacts/ChainportalERC721.json';
import { abi as erc1155Abi, contractName as erc1155Name } from '../artifacts/ChainportalERC1155.json';
import { abi as traceabilityAbi, contractName as traceabilityName } from '../artifacts/Traceability.json';
import { abi as votingAbi, contractName as votingName } from '../artifacts/Voting.json';
import { abi as escrowAbi, contractName as escrowName } from '../artifacts/Escrow.json';

export const templateAbis: Record<TemplateKey, { name: string; abi: Artifact['abi'] }> = {
  erc20: { name: erc20Name, abi: erc20Abi as Artifact['abi'] },
  erc721: { name: erc721Name, abi: erc721Abi as Artifact['abi'] },
  erc1155: { name: erc1155Name, abi: erc1155Abi as Artifact['abi'] },
  traceability: { name: traceabilityName, abi: traceabilityAbi as Artifact['abi'] },
  voting: { name: votingName, abi: votingAbi as Artifact['abi'] },
  escrow: { name: escrowName, abi: escrowAbi as Artifact['abi'] },
};
