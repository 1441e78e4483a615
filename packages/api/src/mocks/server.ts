import type { Server } from 'node:http';
import { createServer } from '@mswjs/http-middleware';
import { handlers } from './handlers';

export { resetMockDb } from './handlers';

export interface ApiServerOptions {
  /** @default 0 (a free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
}

export interface RunningApiServer {
  /** The origin, e.g. 'http://127.0.0.1:4321'. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The mock backend as a real HTTP server (the same handlers and the same stateful store as the
 * browser and Vitest mocks), for the nginx deployment, `npm run serve:prod`, the nginx browser tests
 * and the Lighthouse benchmark. The handlers match any path prefix (`apiPath`), so it answers both
 * `/client/...` and `/api/client/...`. Loaded by scripts/serve/api-server.mjs.
 */
export function startApiServer({
  port = 0,
  host = '127.0.0.1',
}: ApiServerOptions = {}): Promise<RunningApiServer> {
  const app = createServer(...handlers);
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(port, host);
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
