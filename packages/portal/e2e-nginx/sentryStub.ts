import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One event as Sentry's ingest reads it from an envelope (only what the specs look at is typed). */
export interface SentryEvent {
  event_id?: string;
  level?: string;
  message?: string | { formatted?: string };
  release?: string;
  environment?: string;
  transaction?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  breadcrumbs?: { category?: string; message?: string; data?: Record<string, unknown> }[];
  request?: unknown;
  user?: unknown;
}

/**
 * Reads a Sentry envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header line,
 * then items, each a JSON header line and its payload, `length` bytes long when the header says so,
 * else up to the next newline. Returns the payloads of the items of type `event`.
 */
export function eventsOfEnvelope(body: Buffer): SentryEvent[] {
  const events: SentryEvent[] = [];
  const lineEnd = (from: number) => {
    const at = body.indexOf(0x0a, from);
    return at < 0 ? body.length : at;
  };
  let at = lineEnd(0) + 1; // the envelope's own header
  while (at < body.length) {
    const headerEnd = lineEnd(at);
    const headerText = body.subarray(at, headerEnd).toString('utf8').trim();
    at = headerEnd + 1;
    if (!headerText) continue;
    const header = JSON.parse(headerText) as { type?: string; length?: number };
    const payloadEnd = typeof header.length === 'number' ? at + header.length : lineEnd(at);
    const payload = body.subarray(at, payloadEnd);
    at = payloadEnd + 1;
    if (header.type === 'event') events.push(JSON.parse(payload.toString('utf8')) as SentryEvent);
  }
  return events;
}

export interface SentryStub {
  /** The DSN that points at this stub, for project `project`. */
  dsn: string;
  /** The origin the portal's CSP must name (with the envelope path). */
  origin: string;
  /** Every envelope's raw text, in order. */
  bodies: string[];
  /** Every event received. */
  events: SentryEvent[];
  close(): Promise<void>;
}

/**
 * A stand-in for Sentry's ingest on 127.0.0.1 (a free port): it takes the browser SDK's envelope
 * POSTs at /api/<project>/envelope/ as Sentry does (CORS for any origin, the key in the query),
 * keeps them, and answers 200 with the event id.
 */
export async function startSentryStub(project = 42, publicKey = 'e2epublickey'): Promise<SentryStub> {
  const bodies: string[] = [];
  const events: SentryEvent[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
      res.statusCode = 204;
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://stub');
    if (req.method !== 'POST' || url.pathname !== `/api/${project}/envelope/`) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      bodies.push(body.toString('utf8'));
      const received = url.searchParams.get('sentry_key') === publicKey ? eventsOfEnvelope(body) : [];
      events.push(...received);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ id: received[0]?.event_id ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${publicKey}@127.0.0.1:${port}/${project}`,
    origin: `http://127.0.0.1:${port}`,
    bodies,
    events,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
