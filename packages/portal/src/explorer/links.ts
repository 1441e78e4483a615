// Links into the chain browser and out of it to a contract's record, for the pages that name them
// (My contracts, the console's browser). Here rather than in routes/paths.ts, which is in the entry
// chunk: only these pages pay for them.
import { CONSOLE_EXPLORER_PATH } from '../routes/paths';

/**
 * The console's chain browser at a contract: its address, or its deploy transaction (`kind` 'tx').
 * The query is the browser's own (ExplorerView.tsx: `chain`, `address`, `tx`).
 */
export function consoleExplorerPath(chain: string, kind: 'address' | 'tx', value: string): string {
  return `${CONSOLE_EXPLORER_PATH}?${new URLSearchParams({ chain, [kind]: value }).toString()}`;
}

/** The console's "My contracts" with one contract's record open (its drawer: `open`). */
export function myContractPath(id: number): string {
  return `/contractmanage/mycontract?open=${id}`;
}
