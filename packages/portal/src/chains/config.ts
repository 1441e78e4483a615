/**
 * Where the portal reaches each platform chain (issue 29). Read from build-time variables; nothing
 * here loads ethers.
 * - `VITE_CHAIN_RPC_URLS`: JSON by chain code, e.g. {"ScOcc02001":"https://rpc1.example.com"}. A chain
 *   without one is "not configured" and the portal never tries to reach it. The demo scripts
 *   (scripts/portal.sh, serve:prod, the test command) set it to the local anvil chains.
 * - `VITE_CHAIN_EXPLORER_URLS`: JSON by chain code, a block explorer's base URL (optional).
 * Only http(s) URLs are taken; anything malformed is ignored. deploy/README.md documents both.
 */
import { chainCodes, type ChainCode } from '@chainportal/api';

export function parseUrlsByChain(raw: unknown): Partial<Record<ChainCode, string>> {
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const out: Partial<Record<ChainCode, string>> = {};
    for (const code of chainCodes) {
      const url = parsed[code];
      if (typeof url === 'string' && /^https?:\/\/[^\s]+$/.test(url)) out[code] = url.replace(/\/+$/, '');
    }
    return out;
  } catch {
    return {};
  }
}

const rpcUrls = parseUrlsByChain(import.meta.env.VITE_CHAIN_RPC_URLS);
const explorerUrls = parseUrlsByChain(import.meta.env.VITE_CHAIN_EXPLORER_URLS);

/** The JSON-RPC URL of a platform chain, or undefined when the deployment has none. */
export function chainRpcUrl(code: ChainCode): string | undefined {
  return rpcUrls[code];
}

/** Every configured RPC URL by chain code (what the demo backend deploys to, decision 0075). */
export function chainRpcUrls(): Partial<Record<ChainCode, string>> {
  return { ...rpcUrls };
}

/** The block explorer's base URL of a platform chain, or undefined. */
export function chainExplorerUrl(code: ChainCode): string | undefined {
  return explorerUrls[code];
}
