/**
 * The platform's contract templates as the chain browser decodes with them (packages/chains: each
 * artefact is its own chunk, loaded here on the first transaction shown, never before).
 */
import { loadTemplate } from '@chainportal/chains/load';
import { templateKeys } from '@chainportal/chains/types';
import type { Abi } from '../chains/contractCalls';
import type { KnownAbi } from './decode';

let loaded: Promise<KnownAbi[]> | undefined;

/** Every template's ABI, named by its contract, in the order of `templateKeys` (ERC-20 first). */
export function templateAbis(): Promise<KnownAbi[]> {
  loaded ??= Promise.all(
    templateKeys.map(async (key) => {
      const artifact = await loadTemplate(key);
      return { name: artifact.contractName, abi: artifact.abi as unknown as Abi };
    }),
  );
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
