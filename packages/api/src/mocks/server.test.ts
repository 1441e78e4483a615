import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiServer, type RunningApiServer } from './server';

/** One request with raw headers (fetch would not send a Host of our choosing). */
function send(server: RunningApiServer, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: server.port, path, method: body ? 'POST' : 'GET', headers },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('the HTTP API server (decision 0051)', () => {
  let server: RunningApiServer;
  const logError = vi.fn();
  beforeAll(async () => {
    server = await startApiServer({
      logError,
      walletOrigins: ['http://127.0.0.1:4320'],
      logFile: path.join(mkdtempSync(path.join(tmpdir(), 'api-log-')), 'api.log'),
    });
  });
  afterAll(() => server.close());

  it('answers a request its handlers fail on with the { code: 500 } envelope, logs the error, and keeps answering', async () => {
    const failed = await send(server, '/api/client/user/info?token=x', { Host: 'a|b' });
    expect(failed.status).toBe(500);
    expect(failed.headers['content-type']).toContain('application/json');
    expect(JSON.parse(failed.text)).toEqual({
      code: 500,
      msg: expect.any(String),
      data: null,
      requestId: failed.headers['x-request-id'],
    });
    expect(failed.text).not.toMatch(/Error|\bat |\.ts|node_modules/);
    expect(logError).toHaveBeenCalledWith('[api] GET /api/client/user/info failed:', expect.any(TypeError));
    const next = await send(
      server,
      '/api/login',
      { 'Content-Type': 'application/json' },
      JSON.stringify({ username: 'demo', password: 'wrong' }),
    );
    expect(next.status).toBe(200);
    expect(JSON.parse(next.text)).toMatchObject({ code: 10001 });
  });

  it('never names its framework, and answers an unknown path with the { code: 404 } envelope', async () => {
    const unknown = await send(server, '/api/no/such/path');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({
      code: 404,
      msg: expect.any(String),
      data: null,
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(unknown.headers['x-powered-by']).toBeUndefined();
    const login = await send(
      server,
      '/api/login',
      { 'Content-Type': 'application/json' },
      JSON.stringify({ username: 'demo', password: 'demo123' }),
    );
    expect(login.headers['x-powered-by']).toBeUndefined();
  });

  it('answers CORS for the portal’s origins only (a portal whose apiBaseUrl is this server)', async () => {
    const preflight = (origin: string) =>
      new Promise<Record<string, unknown> & { status?: number }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/client/user/info',
            method: 'OPTIONS',
            headers: {
              Origin: origin,
              'Access-Control-Request-Method': 'GET',
              'Access-Control-Request-Headers': 'authorization,accept-language',
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ ...res.headers, status: res.statusCode }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const portal = await preflight('http://127.0.0.1:4320');
    expect(portal.status).toBe(204);
    expect(portal['access-control-allow-origin']).toBe('http://127.0.0.1:4320');
    expect(portal['access-control-allow-headers']).toMatch(/Authorization/);
    const other = await preflight('http://127.0.0.1:9999');
    expect(other['access-control-allow-origin']).toBeUndefined();
    const answer = await send(server, '/api/no/such/path', { Origin: 'http://127.0.0.1:4320' });
    expect(answer.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4320');
  });
});

describe('a request id that support can find (issue 39)', () => {
  let server: RunningApiServer;
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'api-log-')), 'api.log');
  beforeAll(async () => {
    server = await startApiServer({ logFile, walletOrigins: ['http://127.0.0.1:4320'] });
  });
  afterAll(() => server.close());

  const lines = () =>
    readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('every answer carries one id, in its header and its envelope, and the log has one line with it, without the query', async () => {
    const answer = await send(server, '/client/user/info?token=secret-token-1234');
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(answer.text)).toMatchObject({ requestId: id });
    const other = await send(server, '/client/user/info?token=secret-token-1234');
    expect(other.headers['x-request-id']).not.toBe(id);

    const line = lines().find((entry) => entry.requestId === id);
    expect(line).toMatchObject({
      request: { method: 'GET', path: '/client/user/info' },
      answer: { status: 200 },
      ms: expect.any(Number),
      msg: 'answered',
    });
    expect(readFileSync(logFile, 'utf8')).not.toContain('secret-token-1234');
  });

  it("takes the id of the proxy in front (nginx's $request_id) and answers with it", async () => {
    const fromNginx = '0123456789abcdef0123456789abcdef';
    const answer = await send(
      server,
      '/login',
      { 'Content-Type': 'application/json', 'X-Request-Id': fromNginx },
      JSON.stringify({ username: 'demo', password: 'wrong' }),
    );
    expect(answer.headers['x-request-id']).toBe(fromNginx);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 10001, requestId: fromNginx });
    expect(lines().filter((entry) => entry.requestId === fromNginx)).toHaveLength(1);
    // Something that is not an id is not taken as one.
    const odd = await send(server, '/client/user/info', { 'X-Request-Id': 'a b<script>' });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the portal’s beacon: field measurements and error reports (decisions 0095, 0096)', () => {
  let server: RunningApiServer;
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'api-data-')), 'data');
  beforeAll(async () => {
    server = await startApiServer({ dataDir, logFile: path.join(dataDir, '..', 'api.log') });
  });
  afterAll(() => server.close());

  const jsonLines = (file: string) =>
    readFileSync(path.join(dataDir, file), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  // sendBeacon's body: JSON text, sent as text/plain.
  const beacon = (body: unknown, at = '/api/beacon') =>
    send(server, at, { 'Content-Type': 'text/plain;charset=UTF-8' }, JSON.stringify(body));

  it('keeps each figure as one line, with the time it came, under the data folder', async () => {
    const vitals = [
      {
        name: 'LCP',
        value: 1234.5,
        rating: 'good',
        route: '/index',
        id: 'v6-1-1',
        navigationType: 'navigate',
      },
      {
        name: 'CLS',
        value: 0.0123,
        rating: 'good',
        route: '/myconsultation/myfeedbackdetail',
        id: 'v6-1-2',
        navigationType: 'soft-navigation',
      },
    ];
    const answer = await beacon({ type: 'vitals', release: 'portal@0.1.0', vitals });
    expect(answer.status).toBe(204);
    expect(jsonLines('vitals.jsonl')).toEqual(
      vitals.map((v) => ({ at: expect.stringMatching(/^\d{4}-/), release: 'portal@0.1.0', ...v })),
    );
  });

  it('keeps an error with its request id, at /beacon behind any prefix', async () => {
    const error = {
      type: 'error',
      release: 'portal@0.1.0',
      route: '/login',
      message: 'Wrong username or password',
      info: 'Request ID: 0123456789abcdef0123456789abcdef · /login (server 10001)',
      requestId: '0123456789abcdef0123456789abcdef',
      requestPath: '/login',
      time: '2026-11-29T10:00:00.000Z',
    };
    expect((await beacon(error, '/beacon')).status).toBe(204);
    const { type: _type, ...kept } = error;
    expect(jsonLines('errors.jsonl')).toEqual([{ at: expect.any(String), ...kept }]);
  });

  it('keeps nothing that is not a beacon: an address for a route, another shape, not JSON, too large', async () => {
    const withAddress = {
      type: 'vitals',
      release: 'x',
      vitals: [
        { name: 'LCP', value: 1, rating: 'good', route: '/a?id=5', id: 'i', navigationType: 'navigate' },
      ],
    };
    expect((await beacon(withAddress)).status).toBe(400);
    expect((await beacon({ type: 'other' })).status).toBe(400);
    expect((await send(server, '/api/beacon', {}, 'not json')).status).toBe(400);
    expect((await send(server, '/api/beacon', {}, 'x'.repeat(70 * 1024))).status).toBe(413);
    expect(jsonLines('vitals.jsonl')).toHaveLength(2);
  });
});

it('a server without a data folder has no beacon', async () => {
  const server = await startApiServer({
    logFile: path.join(mkdtempSync(path.join(tmpdir(), 'api-log-')), 'api.log'),
  });
  try {
    expect((await send(server, '/api/beacon', {}, '{}')).status).toBe(404);
  } finally {
    await server.close();
  }
});
