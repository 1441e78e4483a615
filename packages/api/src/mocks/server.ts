import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createMiddleware } from '@mswjs/http-middleware';
// The version @mswjs/http-middleware depends on (its middleware needs express's request): one copy.
import express from 'express';
import { pino } from 'pino';
import type { AnswerMode } from '../client/answerShape';
import { SERVER_ERROR_CODE } from '../client/envelope';
import type { Network } from '../contracts/chains';
import { configureChains, parseChainRpcUrls, type ChainRpcUrls } from './chain/config';
import { BEACON_MAX_BYTES, BEACON_PATH, keepBeacon } from './beacon';
import { handlers } from './handlers';
import { configureAnswers } from './lib/answerMode';
import { invoiceFontFor } from './invoices/fontNode';
import { logAnswered, pathOf, requestIdOf, requestLogger, stampRequestId } from './requestLog';
import { setInvoiceFont } from './invoices/pdf';
import { CLIENT_ADDRESS_HEADER, configureWalletOrigins } from './wallet/handlers';
import type { Gateway, GatewayOptions } from './gateway/gateway';
import { currentGateway, NO_SUCH_PATH, registerGateway } from './gateway/registry';

export { resetMockDb } from './handlers';

export interface ApiServerOptions {
  /** @default 0 (a free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /**
   * The origins the portal is served from, e.g. ['https://portal.example']: a wallet sign-in
   * message must name one of them (decision 0050). None: every wallet sign-in is refused. A portal
   * on one of them may also call this server from its own origin (CORS), as a deployment whose
   * `apiBaseUrl` is this server's origin does (decision 0089).
   */
  walletOrigins?: readonly string[];
  /** Where a handler's error is written. @default console.error */
  logError?: (line: string, error: unknown) => void;
  /**
   * The platform chains' JSON-RPC URLs by chain code, which contract calls deploy to and read from
   * (decision 0075). @default the JSON of the CHAIN_RPC_URLS environment variable
   */
  chainRpcUrls?: ChainRpcUrls;
  /** The platform's deployer key. @default CHAIN_DEPLOYER_KEY, else anvil's first development key */
  chainDeployerKey?: string;
  /** The network whose chain ids CHAIN_RPC_URLS serve. @default VITE_WALLET_NETWORK, else 'mainnet' */
  chainsNetwork?: Network;
  /** Where the one-line-per-request log goes (requestLog.ts). @default standard output */
  logFile?: string;
  /**
   * The data folder (api-server.mjs --data, the gateway's too): the portal's beacon (POST /beacon:
   * field measurements and error reports, beacon.ts) is kept there as JSON lines. None: the beacon
   * path is unknown (404).
   */
  dataDir?: string;
  /**
   * How answers are worded (decision 0086): 'full' (the mock's own answers), 'spec' (only what the
   * spec names, else only what the response schema requires) or 'loose' (numbers as numeric strings,
   * money as strings, '' as null, dates as epoch numbers, fields the portal does not know).
   * @default 'full'
   */
  answers?: AnswerMode;
  /**
   * The metered gateway in front of the chains (decision 0101): `<api>/rpc/<key>` forwards a
   * service's JSON-RPC to its chain and counts it in SQLite under `dataDir`; the usage and key
   * calls answer (decision 0102) and a service's `rpcEndpoint` is its gateway URL. `publicUrl` is the
   * API's base as customers reach it (@default this server's own URL). Absent: no gateway, as in
   * the in-browser demo.
   */
  gateway?: Omit<GatewayOptions, 'publicUrl'> & { publicUrl?: string };
}

export interface RunningApiServer {
  /** The origin, e.g. 'http://127.0.0.1:4321'. */
  url: string;
  port: number;
  /** The metered gateway, when `gateway` was given. */
  gateway?: Gateway;
  close(): Promise<void>;
}

/** The answer to a request whose handler failed: the envelope, never the error itself. */
export const INTERNAL_ERROR_BODY = JSON.stringify({
  code: SERVER_ERROR_CODE,
  msg: '服务器内部错误 Internal server error',
  data: null,
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client's address: the socket's, or the X-Real-IP a proxy on this machine (the deployment's
 * nginx, which sets it from its own peer) put on the request.
 */
function clientAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-real-ip'];
  return LOOPBACK.has(peer) && typeof forwarded === 'string' && forwarded ? forwarded : peer;
}

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => unknown;
type ErrorMiddleware = (error: unknown, req: IncomingMessage, res: ServerResponse, next: Next) => void;

function answer(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(body);
}

/**
 * CORS for the portal's origins: the headers the api client sends (Authorization, Accept-Language,
 * Content-Type, the paying calls' Idempotency-Key) are allowed, and a preflight is answered here.
 */
function corsFor(origins: readonly string[]): Middleware {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (typeof origin === 'string' && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Content-Length');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        res.setHeader(
          'Access-Control-Allow-Headers',
          'Authorization, Accept-Language, Content-Type, Idempotency-Key',
        );
        res.setHeader('Access-Control-Max-Age', '600');
        res.statusCode = 204;
        res.end();
        return;
      }
    }
    next();
  };
}

const NOT_FOUND_BODY = JSON.stringify(NO_SUCH_PATH);
const NOT_A_BEACON_BODY = JSON.stringify({ code: 400, msg: 'Not a beacon', data: null });
const BEACON_TOO_LARGE_BODY = JSON.stringify({ code: 413, msg: 'Request body too large', data: null });

/**
 * POST /beacon (beacon.ts): the portal's field measurements and error reports, kept under `dataDir`;
 * answered 204, or 400 for a body that is not a beacon. Any other request goes on.
 */
function beaconFor(dataDir: string | undefined): Middleware {
  return (req, res, next) => {
    if (!dataDir || req.method !== 'POST' || !BEACON_PATH.test(pathOf(req.url))) {
      next();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BEACON_MAX_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) answer(res, 413, BEACON_TOO_LARGE_BODY);
      else if (!keepBeacon(Buffer.concat(chunks).toString('utf8'), dataDir))
        answer(res, 400, NOT_A_BEACON_BODY);
      else {
        res.statusCode = 204;
        res.end();
      }
    });
    req.on('error', next);
  };
}

/**
 * The mock backend as a real HTTP server (the same handlers and the same stateful store as the
 * browser and Vitest mocks), for the nginx deployment, `npm run serve:prod`, the nginx browser tests
 * and the Lighthouse benchmark. The handlers match any path prefix (`apiPath`), so it answers both
 * `/client/...` and `/api/client/...`. Loaded by scripts/serve/api-server.mjs.
 * A handler that throws is answered HTTP 500 with the `{ code: 500, msg, data: null }` envelope
 * (the error goes to `logError` only); no answer names the framework (decision 0051).
 */
export async function startApiServer({
  port = 0,
  host = '127.0.0.1',
  walletOrigins = [],
  logError = (line, error) => console.error(line, error),
  chainRpcUrls = parseChainRpcUrls(process.env.CHAIN_RPC_URLS),
  chainDeployerKey = process.env.CHAIN_DEPLOYER_KEY,
  chainsNetwork = process.env.VITE_WALLET_NETWORK === 'testnet' ? 'testnet' : 'mainnet',
  logFile,
  dataDir,
  answers = 'full',
  gateway: gatewayOptions,
}: ApiServerOptions = {}): Promise<RunningApiServer> {
  configureAnswers(answers);
  configureWalletOrigins(walletOrigins);
  configureChains({ rpcUrls: chainRpcUrls, deployerKey: chainDeployerKey, network: chainsNetwork });
  // Invoice files are PDFs in the font the package ships (decision 0069).
  setInvoiceFont(invoiceFontFor);
  const mock = createMiddleware(...handlers) as unknown as Middleware;
  const app = express();
  app.disable('x-powered-by');
  // The middleware builds a fetch Request first, which can throw (a method fetch does not allow,
  // a Host no URL can hold) outside the promise it hands express: every throw goes to next().
  const run: Middleware = (req, res, next) => {
    Promise.resolve()
      .then(() => mock(req, res, next))
      .catch(next);
  };
  const notFound: Middleware = (_req, res) => answer(res, 404, NOT_FOUND_BODY);
  // Express calls a four-argument middleware with the error of any handler before it.
  const failed: ErrorMiddleware = (error, req, res, next) => {
    logError(`[api] ${req.method} ${pathOf(req.url)} failed:`, error);
    if (res.headersSent) {
      next(error);
      return;
    }
    answer(res, 500, INTERNAL_ERROR_BODY);
  };
  app.use(corsFor(walletOrigins));
  app.use(beaconFor(dataDir));
  app.use(run);
  app.use(notFound);
  app.use(failed);
  const log = requestLogger(logFile ? pino.destination({ dest: logFile, sync: true }) : undefined);
  let ownUrl = '';
  // Loaded only here: the gateway's SQLite driver and sockets are the HTTP API's alone.
  const gateway = gatewayOptions
    ? await (
        await import('./gateway/gateway')
      ).openGateway({
        ...gatewayOptions,
        publicUrl: () => gatewayOptions.publicUrl ?? ownUrl,
      })
    : undefined;
  registerGateway(gateway);
  const server = createHttpServer((req, res) => {
    const id = requestIdOf(req);
    Object.assign(req, { id });
    if (gateway?.matches(req.url)) {
      // JSON-RPC: the id in the header only (the body is the node's, passed through as it came).
      // A node provider's traffic: every call is counted in the gateway's store, and only the
      // refused and failed ones (any status but 200) get a line in the request log, with the id
      // support is given; a line per successful call cost about a fifth of the gateway's time.
      res.setHeader('X-Request-Id', id);
      const started = performance.now();
      res.once('finish', () => {
        if (res.statusCode !== 200) logAnswered(log, req, res, performance.now() - started, id);
      });
      gateway.handle(req, res);
      return;
    }
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req);
    stampRequestId(res, id);
    log(req, res);
    app(req, res);
  });
  return new Promise((resolve, reject) => {
    // Kept-alive connections outlive a client's own idle time (a customer's JSON-RPC client, a
    // proxy's pool): closing after Node's 5 s default races a request sent on the closing socket.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      ownUrl = `http://${host}:${actual}`;
      resolve({
        url: ownUrl,
        port: actual,
        gateway,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }).then(async () => {
            if (!gateway) return;
            if (currentGateway() === gateway) registerGateway(undefined);
            await gateway.close();
          }),
      });
    });
  });
}
