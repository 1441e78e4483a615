import { request as httpRequest } from 'node:http';
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
    server = await startApiServer({ logError, walletOrigins: ['http://127.0.0.1:4320'] });
  });
  afterAll(() => server.close());

  it('answers a request its handlers fail on with the { code: 500 } envelope, logs the error, and keeps answering', async () => {
    const failed = await send(server, '/api/client/user/info?token=x', { Host: 'a|b' });
    expect(failed.status).toBe(500);
    expect(failed.headers['content-type']).toContain('application/json');
    expect(JSON.parse(failed.text)).toEqual({ code: 500, msg: expect.any(String), data: null });
    expect(failed.text).not.toMatch(/Error|\bat |\.ts|node_modules/);
    expect(logError).toHaveBeenCalledWith(
      '[api] GET /api/client/user/info?token=x failed:',
      expect.any(TypeError),
    );
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
    expect(JSON.parse(unknown.text)).toEqual({ code: 404, msg: expect.any(String), data: null });
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
