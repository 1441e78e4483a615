// A request id that support can find (the HTTP demo API, server.ts): every answer carries one, in the
// `X-Request-Id` header and, for a JSON envelope, as its `requestId`; each request is logged as one
// JSON line (pino-http) with the method, the path without its query (GET /client/user/info?token=…
// keeps its token out of the log), the status, the time taken and the id. nginx in front sends its
// own `$request_id` as `X-Request-Id` (packages/portal/deploy/portal.conf.template) and logs it, so
// the same id is in both logs and in the portal's error message.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream } from 'pino';
import { pinoHttp } from 'pino-http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id sent by the proxy in front when it looks like one (nginx: 32 hex digits), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(given)) return given;
  return randomBytes(16).toString('hex');
}

/** The path of a request line, without its query. */
export function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

/**
 * Sends `id` in the header of the answer and, when the answer is a JSON envelope (an object with a
 * `code`), as its `requestId`. The body is held until the end to be rewritten: the mock's answers
 * are small.
 */
export function stampRequestId(res: ServerResponse, id: string): void {
  res.setHeader('X-Request-Id', id);
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const isJson = () => /^application\/json/i.test(String(res.getHeader('content-type') ?? ''));
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!isJson()) return write(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    if (!isJson()) return end(...args);
    const [chunk, encoding] = args;
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    let body = Buffer.concat(chunks);
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'code' in parsed) {
        body = Buffer.from(JSON.stringify({ ...parsed, requestId: id }));
      }
    } catch {
      // Not JSON after all: sent as it came.
    }
    if (!res.headersSent) res.setHeader('Content-Length', body.length);
    return end(body, callback);
  }) as ServerResponse['end'];
}

/**
 * The path as the log keeps it: without its query, and a gateway key (`/rpc/<key>`, a credential)
 * cut to its first 8 characters, enough for support to tell keys apart.
 */
export function loggedPath(url: string | undefined): string {
  return pathOf(url).replace(/(\/rpc\/[^/]{0,8})[^/]*/, '$1…');
}

/**
 * One line of the request log for a request answered outside the middleware (the gateway's refused
 * and failed calls, server.ts), in the shape pino-http writes.
 */
export function logAnswered(
  log: ReturnType<typeof requestLogger>,
  req: IncomingMessage,
  res: ServerResponse,
  ms: number,
  requestId: string,
): void {
  // Through the logger's serializers, as the middleware's lines are: the path cut as loggedPath says.
  const line = { request: req, answer: res, ms: Math.round(ms), requestId };
  if (res.statusCode >= 500) log.logger.error(line, 'failed');
  else log.logger.info(line, 'answered');
}

/** The one-line-per-request log (pino-http), to `destination` (standard output by default). */
export function requestLogger(destination?: DestinationStream) {
  const logger = pino({ base: null, timestamp: pino.stdTimeFunctions.isoTime }, destination);
  return pinoHttp({
    logger,
    genReqId: (req) => (req as IncomingMessage & { id?: string }).id ?? requestIdOf(req),
    customAttributeKeys: { req: 'request', res: 'answer', responseTime: 'ms', reqId: 'requestId' },
    // Nothing of the request but its method and path: no query (tokens), no headers (Authorization).
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: loggedPath(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      err: (error: Error) => ({ message: error.message }),
    },
    customSuccessMessage: () => 'answered',
    customErrorMessage: () => 'failed',
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    quietReqLogger: true,
  });
}
