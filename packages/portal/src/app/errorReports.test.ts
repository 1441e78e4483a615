// @vitest-environment jsdom
// Error reports (decision 0096): every entry of the error log, with its route's pattern, the release
// and the request id, to the beacon without a DSN, to Sentry with one; never the token or a typed value.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorLog } from './errorLog';
import { MAX_REPORTS_PER_PAGE, startErrorReports } from './errorReports';

const routes = [
  { children: [{ path: '/login' }, { path: '/myconsultation/myfeedbackdetail' }, { path: '*' }] },
];
const origin = window.location.origin;

afterEach(() => {
  errorLog.clear();
  document.body.innerHTML = '';
});

function beaconBodies(sendBeacon: ReturnType<typeof vi.fn>) {
  return sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(body as string)] as const);
}

describe('without a DSN: the beacon', () => {
  it('sends the errors logged before it started and each new one, once, scrubbed', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    document.body.innerHTML = '<input type="password" value="not-the-password">';
    errorLog.add({
      error: 'TypeError: x is undefined',
      info: 'TypeError: x is undefined\n    at f (assets/a.js:1:2)',
      url: `${origin}/#/myconsultation/myfeedbackdetail?id=42`,
    });
    const stop = await startErrorReports({
      router: { routes },
      token: () => 'tok-123456',
      sentry: null,
      beaconUrl: '/api/beacon',
      release: 'portal@0.1.0+abc',
    });
    errorLog.add({
      error: 'Wrong username or password',
      info: 'Request ID: 0123456789abcdef0123456789abcdef · /login (server 10001)',
      url: `${origin}/#/login?redirect=%2Fsecret`,
      request: { id: '0123456789abcdef0123456789abcdef', path: '/login' },
    });
    errorLog.add({
      error: 'Error: failed with not-the-password and tok-123456',
      info: '',
      url: `${origin}/#/login`,
    });
    stop();
    errorLog.add({ error: 'after the stop', info: '', url: `${origin}/#/login` });

    const bodies = beaconBodies(sendBeacon);
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toEqual([
      '/api/beacon',
      {
        type: 'error',
        release: 'portal@0.1.0+abc',
        route: '/myconsultation/myfeedbackdetail',
        message: 'TypeError: x is undefined',
        info: 'TypeError: x is undefined\n    at f (assets/a.js:1:2)',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(bodies[1]![1]).toMatchObject({
      route: '/login',
      message: 'Wrong username or password',
      requestId: '0123456789abcdef0123456789abcdef',
      requestPath: '/login',
    });
    expect(bodies[2]![1].message).toBe('Error: failed with [Filtered] and [Filtered]');
    expect(JSON.stringify(bodies)).not.toMatch(/not-the-password|tok-123456|secret|id=42/);
  });

  it('sends at most MAX_REPORTS_PER_PAGE reports from one page load', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const stop = await startErrorReports({
      router: { routes },
      token: () => undefined,
      sentry: null,
      beaconUrl: '/api/beacon',
      release: 'r',
    });
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 20; i += 1)
      errorLog.add({ error: `loop ${i}`, info: '', url: origin });
    stop();
    expect(sendBeacon).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });

  it('with neither a DSN nor a beacon, reports nothing', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    await startErrorReports({
      router: { routes },
      token: () => undefined,
      sentry: null,
      beaconUrl: undefined,
      release: 'r',
    });
    errorLog.add({ error: 'x', info: '', url: origin });
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
