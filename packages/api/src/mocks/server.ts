import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { createMiddleware } from '@mswjs/http-middleware';
import type { AnswerMode } from '../client/answerShape';
import { SERVER_ERROR_CODE } from '../client/envelope';
import type { Network } from '../contracts/chains';
import { configureChains, parseChainRpcUrls, type ChainRpcUrls } from './chain/config';
import { handlers } from './handlers';
import { configureAnswers } from './lib/answerMode';
import { invoiceFontFor } from './invoices/fontNode';
import { setInvoiceFont } from './invoices/pdf';
import { CLIENT_ADDRESS_HEADER, configureWalletOrigins } from './wallet/handlers';

export { resetMockDb } from './handlers';

export interface ApiServerOptions {
  /** @default 0 (a free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /**
   * The origins the portal is served from, e.g. ['https://portal.example']: a wallet sign-in
   * message must name one of them (decision 0050). None: every wallet sign-in is refused.
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
  /**
   * How answers are worded (decision 0086): 'full' (the mock's own answers), 'spec' (only what the
   * spec names, else only what the response schema requires) or 'loose' (numbers as numeric strings,
   * money as strings, '' as null, dates as epoch numbers, fields the portal does not know).
   * @default 'full'
   */
  answers?: AnswerMode;
}

export interface RunningApiServer {
  /** The origin, e.g. 'http://127.0.0.1:4321'. */
  url: string;
  port: number;
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
interface ExpressApp {
  disable(setting: string): void;
  use(handler: Middleware | ErrorMiddleware): void;
  (req: IncomingMessage, res: ServerResponse): void;
}

/** Express, the copy @mswjs/http-middleware depends on (its middleware needs express's request). */
function express(): ExpressApp {
  const fromHere = createRequire(import.meta.url);
  const fromMiddleware = createRequire(fromHere.resolve('@mswjs/http-middleware'));
  return (fromMiddleware('express') as () => ExpressApp)();
}

function answer(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(body);
}

const NOT_FOUND_BODY = JSON.stringify({ code: 404, msg: '接口不存在 No such API path', data: null });

/**
 * The mock backend as a real HTTP server (the same handlers and the same stateful store as the
 * browser and Vitest mocks), for the nginx deployment, `npm run serve:prod`, the nginx browser tests
 * and the Lighthouse benchmark. The handlers match any path prefix (`apiPath`), so it answers both
 * `/client/...` and `/api/client/...`. Loaded by scripts/serve/api-server.mjs.
 * A handler that throws is answered HTTP 500 with the `{ code: 500, msg, data: null }` envelope
 * (the error goes to `logError` only); no answer names the framework (decision 0051).
 */
export function startApiServer({
  port = 0,
  host = '127.0.0.1',
  walletOrigins = [],
  logError = (line, error) => console.error(line, error),
  chainRpcUrls = parseChainRpcUrls(process.env.CHAIN_RPC_URLS),
  chainDeployerKey = process.env.CHAIN_DEPLOYER_KEY,
  chainsNetwork = process.env.VITE_WALLET_NETWORK === 'testnet' ? 'testnet' : 'mainnet',
  answers = 'full',
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
    logError(`[api] ${req.method} ${req.url} failed:`, error);
    if (res.headersSent) {
      next(error);
      return;
    }
    answer(res, 500, INTERNAL_ERROR_BODY);
  };
  app.use(run);
  app.use(notFound);
  app.use(failed);
  const server = createHttpServer((req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req);
    app(req, res);
  });
  return new Promise((resolve, reject) => {
    server.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actual}`,
        port: actual,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
