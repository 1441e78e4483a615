/**
 * The gateway's connections to the chains' nodes (issue 41, decision 0101): one kept-alive agent per
 * node URL, and a POST of a JSON-RPC body that answers with the node's status and body, or with
 * nothing when the node did not answer.
 */
import http from 'node:http';
import https from 'node:https';

interface Upstream {
  request: typeof http.request;
  agent: http.Agent;
  hostname: string;
  port: number;
  path: string;
}

/** What a node answered: its HTTP status and body. */
export interface NodeReply {
  status: number;
  body: Buffer;
}

export class Upstreams {
  private readonly byUrl = new Map<string, Upstream>();

  constructor(private readonly timeoutMs: number) {}

  private upstreamFor(url: string): Upstream {
    let up = this.byUrl.get(url);
    if (!up) {
      const parsed = new URL(url);
      const secure = parsed.protocol === 'https:';
      const agent = new (secure ? https.Agent : http.Agent)({ keepAlive: true, maxSockets: 64 });
      up = {
        request: secure ? https.request : http.request,
        agent,
        hostname: parsed.hostname,
        port: Number(parsed.port) || (secure ? 443 : 80),
        path: `${parsed.pathname}${parsed.search}`,
      };
      this.byUrl.set(url, up);
    }
    return up;
  }

  /** POSTs `body` to the node at `url`; `done` gets its reply, or null when it did not answer. */
  post(url: string, body: Buffer, done: (reply: NodeReply | null) => void): void {
    const up = this.upstreamFor(url);
    const attempt = (mayRetry: boolean) => {
      let settled = false;
      const request = up.request(
        {
          agent: up.agent,
          hostname: up.hostname,
          port: up.port,
          path: up.path,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
          timeout: this.timeoutMs,
        },
        (reply) => {
          const parts: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => parts.push(chunk));
          reply.on('error', failed);
          reply.on('end', () => {
            if (settled) return;
            settled = true;
            done({ status: reply.statusCode ?? 502, body: Buffer.concat(parts) });
          });
        },
      );
      function failed(error?: NodeJS.ErrnoException) {
        if (settled) return;
        settled = true;
        // A kept-alive connection the node closed as this call went out: once more on a new one
        // (Node's advice for reused sockets; a repeated JSON-RPC read is harmless, and a repeated
        // eth_sendRawTransaction answers "already known").
        const reset = error?.code === 'ECONNRESET' || error?.code === 'EPIPE';
        if (mayRetry && reset && request.reusedSocket) attempt(false);
        else done(null);
      }
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', failed);
      request.end(body);
    };
    attempt(true);
  }

  /** Closes every kept-alive connection. */
  close(): void {
    for (const up of this.byUrl.values()) up.agent.destroy();
  }
}
