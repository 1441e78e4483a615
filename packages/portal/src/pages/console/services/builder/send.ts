// Sends the request builder's call (issue 41, decision 0104) and says what came back: the gateway's
// answer (HTTP status, time, JSON body), one of its refusals by JSON-RPC code (decision 0101), a
// network failure, or an answer that is not JSON-RPC.

/**
 * The gateway's refusals the builder words itself, by JSON-RPC code (decision 0101). -32601 is also
 * what a node answers for a method it does not know: it is the gateway's refusal only with the
 * gateway's `data.reason` (`plan`: not on this plan, `never`: never forwarded).
 */
const REFUSAL_CODES: Readonly<Record<number, RefusalKind>> = {
  [-32001]: 'key',
  [-32002]: 'suspended',
  [-32005]: 'rate',
};
export type RefusalKind = 'key' | 'suspended' | 'rate' | 'plan' | 'never';

function refusalOf(error: { code: number; reason?: string | undefined }): RefusalKind | undefined {
  if (error.code === -32601)
    return error.reason === 'plan' || error.reason === 'never' ? error.reason : undefined;
  return REFUSAL_CODES[error.code];
}

interface Timed {
  /** The HTTP status. */
  status: number;
  /** From sending to the whole answer read, in whole milliseconds. */
  ms: number;
  /** The answer's body, as it came (pretty-printed when it is JSON). */
  text: string;
}

export type SendOutcome =
  /** The node answered: a result, or an error of its own (still JSON-RPC). */
  | ({ kind: 'answer'; error?: { code: number; message: string } | undefined } & Timed)
  /** The gateway refused the call. `retryAfter`: seconds, for `rate`. */
  | ({ kind: 'refused'; reason: RefusalKind; message: string; retryAfter?: number | undefined } & Timed)
  /** No answer: the network, the server down, CORS or the page's Content-Security-Policy. */
  | { kind: 'network'; ms: number }
  /** An answer that is not a JSON-RPC response (an HTML error page, a proxy's envelope). */
  | ({ kind: 'malformed' } & Timed);

export interface SendOptions {
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default performance.now */
  now?: () => number;
  signal?: AbortSignal;
}

function rpcError(value: unknown): { code: number; message: string; reason?: string } | undefined {
  if (value === null || typeof value !== 'object' || !('error' in value)) return undefined;
  const { error } = value as { error: unknown };
  if (error === null || typeof error !== 'object') return undefined;
  const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof code !== 'number') return undefined;
  const reason =
    data !== null && typeof data === 'object' ? (data as { reason?: unknown }).reason : undefined;
  return {
    code,
    message: typeof message === 'string' ? message : '',
    ...(typeof reason === 'string' ? { reason } : {}),
  };
}

function isResponse(value: unknown): boolean {
  return (
    value !== null &&
    typeof value === 'object' &&
    (value as { jsonrpc?: unknown }).jsonrpc === '2.0' &&
    ('result' in value || rpcError(value) !== undefined)
  );
}

/** POSTs `body` (JSON-RPC request text) to `url`. Never throws but for an abort. */
export async function sendRpc(url: string, body: string, options: SendOptions = {}): Promise<SendOutcome> {
  const { fetch: doFetch = globalThis.fetch, now = () => performance.now(), signal } = options;
  const started = now();
  const elapsed = () => Math.max(0, Math.round(now() - started));
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      ...(signal ? { signal } : {}),
    });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'network', ms: elapsed() };
  }
  const ms = elapsed();
  const { status } = response;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'malformed', status, ms, text };
  }
  if (!isResponse(json)) return { kind: 'malformed', status, ms, text };
  const pretty = JSON.stringify(json, null, 2);
  const error = rpcError(json);
  const reason = error ? refusalOf(error) : undefined;
  if (error && reason) {
    const header = response.headers.get('Retry-After')?.trim() ?? '';
    const retryAfter = reason === 'rate' && /^\d+$/.test(header) ? Number(header) : undefined;
    return { kind: 'refused', reason, message: error.message, retryAfter, status, ms, text: pretty };
  }
  return {
    kind: 'answer',
    error: error && { code: error.code, message: error.message },
    status,
    ms,
    text: pretty,
  };
}
