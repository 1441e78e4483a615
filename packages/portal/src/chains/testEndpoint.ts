/**
 * "Test connection" for any JSON-RPC endpoint (a service's RPC endpoint, issue 29): eth_chainId, then
 * eth_blockNumber, through ethers' JsonRpcProvider (loaded on demand), with the round trip of the
 * second call as the latency (the first one also opens the connection). A browser cannot tell an
 * endpoint that is down from one its Content-Security-Policy (connect-src: only the platform's chain
 * URLs in production) refused: both are a failed fetch. The page's `securitypolicyviolation` event
 * tells them apart.
 */
import { withTimeout } from './chainStatus';

export type EndpointTestResult =
  | {
      kind: 'connected';
      /** Lower-case hex, as the endpoint answered it. */
      chainId: string;
      blockNumber: number;
      latencyMs: number;
      /** The chain id expected (lower-case hex), when one was given. */
      expectedChainId?: string | undefined;
      /** An expected chain id was given and the endpoint answered another. */
      wrongChain: boolean;
    }
  /** Not an http(s) URL: nothing was sent. */
  | { kind: 'invalid' }
  /** The browser's Content-Security-Policy refused the request. */
  | { kind: 'blocked' }
  /** No answer: down, refused, no such host, no CORS, or over the time limit. */
  | { kind: 'unreachable' }
  /** The endpoint answered, with a JSON-RPC error. */
  | { kind: 'refused'; message: string };

export interface TestEndpointOptions {
  /** The chain id the endpoint should answer (hex, any case). */
  expectedChainId?: string | undefined;
  /** @default 10000 */
  timeoutMs?: number;
  /** The clock for the latency. @default performance.now */
  now?: () => number;
}

function normaliseHex(hex: string): string {
  return `0x${BigInt(hex).toString(16)}`;
}

/** Calls eth_chainId and eth_blockNumber on `url` and says what came back. */
export async function testEndpoint(
  url: string,
  options: TestEndpointOptions = {},
): Promise<EndpointTestResult> {
  const { expectedChainId, timeoutMs = 10_000, now = () => performance.now() } = options;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'invalid' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'invalid' };

  let blocked = false;
  const onViolation = (event: Event) => {
    const blockedURI = (event as SecurityPolicyViolationEvent).blockedURI ?? '';
    if (blockedURI && (url.startsWith(blockedURI) || blockedURI.startsWith(parsed.origin))) blocked = true;
  };
  const doc = typeof document === 'undefined' ? undefined : document;
  doc?.addEventListener('securitypolicyviolation', onViolation);

  const { FetchRequest, JsonRpcProvider, Network } = await import('ethers');
  const request = new FetchRequest(url);
  request.timeout = timeoutMs;
  // The network is pinned so ethers sends nothing of its own (no detection); the calls below are raw.
  // A plain Network: Network.from knows some ids (80001) and would attach their plugins.
  const provider = new JsonRpcProvider(request, undefined, {
    staticNetwork: new Network('endpoint', expectedChainId ? BigInt(expectedChainId) : 1n),
    batchMaxCount: 1,
  });
  try {
    const chainId = normaliseHex((await withTimeout(provider.send('eth_chainId', []), timeoutMs)) as string);
    const started = now();
    const block = (await withTimeout(provider.send('eth_blockNumber', []), timeoutMs)) as string;
    const latencyMs = Math.max(0, Math.round(now() - started));
    const expected = expectedChainId ? normaliseHex(expectedChainId) : undefined;
    return {
      kind: 'connected',
      chainId,
      blockNumber: Number(BigInt(block)),
      latencyMs,
      expectedChainId: expected,
      wrongChain: expected !== undefined && expected !== chainId,
    };
  } catch (error) {
    // A violation event may be dispatched just after the fetch fails: let it arrive.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (blocked) return { kind: 'blocked' };
    const rpcError = (error as { error?: { message?: unknown } }).error;
    if (rpcError && typeof rpcError.message === 'string')
      return { kind: 'refused', message: rpcError.message };
    return { kind: 'unreachable' };
  } finally {
    doc?.removeEventListener('securitypolicyviolation', onViolation);
    provider.destroy();
  }
}
