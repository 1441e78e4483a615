/**
 * The platform's contract templates as the chain browser decodes with them: their names and ABIs
 * (@chainportal/chains/abis, a chunk of its own without the templates' source and bytecode), loaded
 * here on the first transaction shown, never before.
 */
import { templateKeys } from '@chainportal/chains/types';
import type { Abi } from '../chains/contractCalls';
import type { KnownAbi } from './decode';

let loaded: Promise<KnownAbi[]> | undefined;

/** Every template's ABI, named by its contract, in the order of `templateKeys` (ERC-20 first). */
export function templateAbis(): Promise<KnownAbi[]> {
  loaded ??= import('@chainportal/chains/abis').then(({ templateAbis: abis }) =>
    templateKeys.map((key) => ({ name: abis[key].name, abi: abis[key].abi as unknown as Abi })),
  );
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
