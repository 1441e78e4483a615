// @vitest-environment jsdom
// Error reports to Sentry (decision 0096): what one event carries (the route's pattern, the release,
// the request id as a tag) and what it never does (the token, a typed value, the address's query,
// user, request), read from the envelopes the SDK hands its transport.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentryReporter } from './sentryReporter';

const routes = [{ children: [{ path: '/login' }, { path: '/homepage/homepage' }, { path: '*' }] }];
const origin = window.location.origin;

/** A transport that keeps each envelope the client sends: [headers, [[item header, payload], …]]. */
function keepingTransport() {
  const envelopes: unknown[] = [];
  const transport = () => ({
    send: async (envelope: unknown) => {
      envelopes.push(envelope);
      return {};
    },
    flush: async () => true,
  });
  return { envelopes, transport };
}

/** The events of the envelopes, as Sentry's ingest would read them. */
function events(envelopes: unknown[]): Record<string, unknown>[] {
  return envelopes.flatMap((envelope) =>
    (envelope as [unknown, [{ type: string }, Record<string, unknown>][]])[1]
      .filter(([header]) => header.type === 'event')
      .map(([, payload]) => payload),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('sentryReporter', () => {
  it('sends each entry with its route, the release and the request id, and nothing the user typed', async () => {
    const { envelopes, transport } = keepingTransport();
    document.body.innerHTML = '<input type="password" value="not-the-password">';
    const report = sentryReporter({
      settings: { dsn: 'https://public1@ingest.example.com/42', environment: 'test' },
      release: 'portal@0.1.0+abc',
      secrets: () => ['not-the-password', 'tok-123456'],
      router: { routes },
      transport: transport as never,
    });
    history.pushState({}, '', '/#/login?redirect=%2Fsecret');
    report(
      {
        error: 'Wrong username or password',
        info: 'Request ID: 0123456789abcdef0123456789abcdef · /login (server 10001)',
        url: `${origin}/#/login?redirect=%2Fsecret`,
        time: Date.parse('2026-11-29T10:00:00Z'),
        request: { id: '0123456789abcdef0123456789abcdef', path: '/login' },
      },
      '/login',
    );
    const thrown = new TypeError('cannot read tok-123456 of not-the-password');
    report(
      {
        error: String(thrown),
        info: thrown.stack ?? '',
        url: `${origin}/#/homepage/homepage`,
        time: 0,
        reason: thrown,
      },
      '/homepage/homepage',
    );
    await vi.waitFor(() => expect(events(envelopes)).toHaveLength(2));
    const [failure, exception] = events(envelopes);
    expect(failure).toMatchObject({
      level: 'error',
      message: 'Wrong username or password',
      release: 'portal@0.1.0+abc',
      environment: 'test',
      transaction: '/login',
      tags: { route: '/login', request_id: '0123456789abcdef0123456789abcdef', api_path: '/login' },
    });
    expect(failure).not.toHaveProperty('request');
    expect(failure).not.toHaveProperty('user');
    expect(failure!.breadcrumbs).toContainEqual(
      expect.objectContaining({ category: 'navigation', data: expect.objectContaining({ to: '/login' }) }),
    );
    expect(exception).toMatchObject({
      tags: { route: '/homepage/homepage' },
      exception: {
        values: [
          expect.objectContaining({ type: 'TypeError', value: 'cannot read [Filtered] of [Filtered]' }),
        ],
      },
    });
    const sent = JSON.stringify(envelopes);
    expect(sent).not.toMatch(/not-the-password|tok-123456|%2Fsecret|redirect=%/);
  });
});
