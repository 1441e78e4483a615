// express 4 ships no types, and the HTTP demo API (server.ts) uses three of its calls: those alone.
declare module 'express' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Next = (error?: unknown) => void;
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => unknown;
  type ErrorMiddleware = (error: unknown, req: IncomingMessage, res: ServerResponse, next: Next) => void;
  export interface ExpressApp {
    disable(setting: string): void;
    use(handler: Middleware | ErrorMiddleware): void;
    (req: IncomingMessage, res: ServerResponse): void;
  }
  export default function express(): ExpressApp;
}
