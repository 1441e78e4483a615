/**
 * One template's artefact, loaded when asked for: each is its own chunk in a Vite build.
 */
import type { Artifact, TemplateKey } from './types';

export type { Artifact, TemplateKey } from './types';

const loaders: Record<TemplateKey, () => Promise<{ default: unknown }>> = {
  erc20: () => import('../artifacts/ChainportalERC20.json'),
  erc721: () => import('../artifacts/ChainportalERC721.json'),
  erc1155: () => import('../artifacts/ChainportalERC1155.json'),
  traceability: () => import('../artifacts/Traceability.json'),
  voting: () => import('../artifacts/Voting.json'),
  escrow: () => import('../artifacts/Escrow.json'),
};

export async function loadTemplate(key: TemplateKey): Promise<Artifact> {
  return (await loaders[key]()).default as Artifact;
}
