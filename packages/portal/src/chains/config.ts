/**
 * Where the portal reaches each platform chain (issue 29). Read from the deployment's settings
 * (config.json, else the build variables: decision 0089) when called; nothing here loads ethers.
 * - `chainRpcUrls` (`VITE_CHAIN_RPC_URLS`): by chain code, e.g. {"ScOcc02001":"https://rpc1.example.com"}.
 *   A chain without one is "not configured" and the portal never tries to reach it. The demo scripts
 *   (scripts/portal.sh, serve:prod, the test command) set it to the local anvil chains.
 * - `chainExplorerUrls` (`VITE_CHAIN_EXPLORER_URLS`): by chain code, a block explorer's base URL (optional).
 * Only http(s) URLs of known chain codes are taken. deploy/README.md documents both.
 */
import { chainCodes, type ChainCode } from '@chainportal/api';
import { runtimeConfig } from '../app/runtimeConfig';

/** The known chain codes' URLs of a setting (already http(s) and without a trailing slash). */
function known(urls: Record<string, string>): Partial<Record<ChainCode, string>> {
  const out: Partial<Record<ChainCode, string>> = {};
  for (const code of chainCodes) if (urls[code]) out[code] = urls[code];
  return out;
}

/** The JSON-RPC URL of a platform chain, or undefined when the deployment has none. */
export function chainRpcUrl(code: ChainCode): string | undefined {
  return known(runtimeConfig().chainRpcUrls)[code];
}

/** Every configured RPC URL by chain code (what the demo backend deploys to, decision 0075). */
export function chainRpcUrls(): Partial<Record<ChainCode, string>> {
  return known(runtimeConfig().chainRpcUrls);
}

/** The block explorer's base URL of a platform chain, or undefined. */
export function chainExplorerUrl(code: ChainCode): string | undefined {
  return known(runtimeConfig().chainExplorerUrls)[code];
}
