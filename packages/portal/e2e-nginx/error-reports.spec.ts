// Error reports (decision 0096). With a Sentry DSN in config.json, every error the portal's error log
// sees goes to Sentry (here a stub of its ingest, sentryStub.ts, on a free port: the DSN points at it)
// with the route's pattern, the release and the API request id as a tag; the same id is in the API's
// log line. Nothing the user typed and not the session token is in what is sent, and the CSP lets
// exactly the DSN's envelope endpoint through. Without a DSN, errors go to the beacon, which the HTTP
// API keeps (errors.jsonl in its data folder).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { refusedSignIn } from '../e2e/helpers';
import { startSecondSite } from './secondSite';
import { startSentryStub } from './sentryStub';

test.use({ locale: 'en-US' });

const root = path.resolve(import.meta.dirname, '../../..');
const dir = path.join(root, '.tmp', process.env.E2E_NGINX_OUT ?? 'e2e-nginx');
/** The API's data folder, where it keeps the beacon (scripts/serve/api-server.mjs --data). */
const dataDir = path.resolve(root, process.env.API_DATA_DIR || '.data');
const TYPED_PASSWORD = 'not-the-password-e2e';

declare global {
  interface Window {
    __violations?: string[];
  }
}

/** The API's log line of a request id (the suite's API, behind every site of the suite). */
function apiLogLine(id: string) {
  const line = readFileSync(`${dir}-api.log`, 'utf8')
    .split('\n')
    .find((l) => l.includes(id));
  return line ? (JSON.parse(line) as Record<string, unknown>) : undefined;
}

/** The lines of a JSON-lines file the API keeps (none while it has kept nothing). */
function jsonLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n');
  } catch {
    return [];
  }
}

/** A refused sign-in with a typed password, the CSP watched; resolves with the answer’s request id. */
async function refusedSignInWatched(page: Page, base: string): Promise<string> {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations!.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return refusedSignIn(
    page,
    `${base}#/login?redirect=%2Fhomepage%2Fhomepage%3Ffrom%3Dsecret-target`,
    TYPED_PASSWORD,
  );
}

test('with a DSN: an error reaches Sentry with its route, release and request id, the id is in the API log, and no typed value or token is sent', async ({
  page,
}) => {
  const sentry = await startSentryStub();
  const site = await startSecondSite('errors-sentry', { sentry: { dsn: sentry.dsn, environment: 'e2e' } });
  try {
    const page0 = await page.request.get(site.url);
    const connectSrc = /connect-src ([^;]*)/.exec(page0.headers()['content-security-policy'] ?? '')?.[1];
    expect(connectSrc?.split(' ')).toContain(`${sentry.origin}/api/42/envelope/`);
    expect(connectSrc).not.toMatch(/\*/);

    const id = await refusedSignInWatched(page, site.url);
    await expect.poll(() => sentry.events.find((e) => e.tags?.request_id === id)).toBeTruthy();
    const event = sentry.events.find((e) => e.tags?.request_id === id)!;
    expect(event).toMatchObject({
      level: 'error',
      environment: 'e2e',
      transaction: '/login',
      release: expect.stringMatching(/^portal@0\.1\.0/),
      tags: { route: '/login', request_id: id, api_path: '/login' },
    });
    expect(JSON.stringify(event.message)).toContain('Wrong username or password');
    expect(apiLogLine(id)).toMatchObject({ requestId: id, request: { method: 'POST', path: '/login' } });

    // Signed in (its user-info call carries the token in its query), an uncaught error whose text
    // holds the session cookie and the password typed in the form still on the page.
    await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const token = (await page.context().cookies()).find((c) => c.name.endsWith('_token'))?.value ?? '';
    expect(token.length).toBeGreaterThan(8);
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'Scratch');
      document.body.append(field);
    });
    await page.getByRole('textbox', { name: 'Scratch' }).fill(TYPED_PASSWORD);
    await page.evaluate(() => {
      setTimeout(() => {
        const typed = document.querySelector<HTMLInputElement>('input[aria-label="Scratch"]')?.value ?? '';
        throw new Error(`e2e failure ${document.cookie} ${typed}`);
      });
    });
    await expect
      .poll(() => sentry.events.find((e) => e.exception?.values?.[0]?.value?.startsWith('e2e failure')))
      .toBeTruthy();
    const thrown = sentry.events.find((e) => e.exception?.values?.[0]?.value?.startsWith('e2e failure'))!;
    expect(thrown.tags).toMatchObject({ route: '/homepage/homepage' });
    expect(thrown.breadcrumbs?.some((b) => b.category === 'fetch')).toBe(true);

    const sent = sentry.bodies.join('\n');
    expect(sent).not.toContain(TYPED_PASSWORD);
    expect(sent).not.toContain(token);
    expect(sent).not.toContain('secret-target');
    expect(await page.evaluate(() => window.__violations)).toEqual([]);
  } finally {
    await site.stop();
    await sentry.close();
  }
});

test('without a DSN: an error reaches the beacon, which the API keeps with the request id of its log line', async ({
  page,
}) => {
  const site = await startSecondSite('errors-beacon', {
    vitals: { beaconUrl: '/api/beacon', sampleRate: 0 },
  });
  try {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const id = await refusedSignInWatched(page, site.url);
    const kept = () => jsonLines(path.join(dataDir, 'errors.jsonl')).filter((l) => l.includes(id));
    await expect.poll(kept).toHaveLength(1);
    expect(JSON.parse(kept()[0]!)).toMatchObject({
      route: '/login',
      message: 'Wrong username or password',
      requestId: id,
      requestPath: '/login',
      release: expect.stringMatching(/^portal@0\.1\.0/),
    });
    expect(kept()[0]).not.toContain(TYPED_PASSWORD);
    // The reporter came, but neither Sentry's SDK (no DSN) nor web-vitals (a sample rate of 0).
    expect(scripts.filter((p) => /\/fieldReports-/.test(p))).toHaveLength(1);
    expect(scripts.filter((p) => /\/(sentry|web-vitals)-/.test(p))).toEqual([]);
    expect(apiLogLine(id)).toMatchObject({ requestId: id, request: { method: 'POST', path: '/login' } });
    expect(await page.evaluate(() => window.__violations)).toEqual([]);
  } finally {
    await site.stop();
  }
});
