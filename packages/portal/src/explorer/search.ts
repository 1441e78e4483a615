/**
 * What the chain browser's search box was given (issue 41): a block number, a transaction hash or
 * an address, told apart by their form alone (nothing is asked of the chain here). Anything else is
 * `invalid`, with the reason the page shows. Ethers-free, so the box costs nothing to load.
 */
export type ExplorerQuery =
  | { kind: 'block'; number: number }
  | { kind: 'tx'; hash: string }
  | { kind: 'address'; address: string }
  | { kind: 'invalid'; reason: 'empty' | 'format' };

const DIGITS = /^#?\d+$/;
const HASH = /^0x[0-9a-f]{64}$/i;
const ADDRESS = /^0x[0-9a-f]{40}$/i;

/**
 * The query a search text stands for. A block number may carry a leading `#` (as the blocks list
 * shows it) and thousands separators are not taken; hashes and addresses are 0x-prefixed hex in
 * any case and come back in lower case (an address's mixed case is only its checksum).
 */
export function parseSearch(text: string): ExplorerQuery {
  const value = text.trim();
  if (!value) return { kind: 'invalid', reason: 'empty' };
  if (DIGITS.test(value)) {
    const number = Number(value.replace('#', ''));
    return Number.isSafeInteger(number) ? { kind: 'block', number } : { kind: 'invalid', reason: 'format' };
  }
  if (HASH.test(value)) return { kind: 'tx', hash: value.toLowerCase() };
  if (ADDRESS.test(value)) return { kind: 'address', address: value.toLowerCase() };
  return { kind: 'invalid', reason: 'format' };
}
