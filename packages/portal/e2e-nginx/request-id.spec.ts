// Issue 39, item 3: a request id support can find. nginx gives every API request an id ($request_id),
// sends it to the API as X-Request-Id and writes it in its access log; the API answers with it (header
// and envelope) and logs the request with it (packages/api/src/mocks/requestLog.ts); the portal shows
// it in the error message, keeps it in the error log, and a new work order's description cites it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { refusedSignIn } from '../e2e/helpers';

test.use({ locale: 'en-US' });

const dir = path.resolve(import.meta.dirname, '../../../.tmp', process.env.E2E_NGINX_OUT ?? 'e2e-nginx');

test('a refused sign-in shows its request id; the same id is in the API log and in nginx’s; a new work order cites it', async ({
  page,
}) => {
  const id = await refusedSignIn(page, '#/login', 'not-the-password');

  // One line in each log, with the path and without any query or token.
  await expect
    .poll(() =>
      readFileSync(`${dir}-api.log`, 'utf8')
        .split('\n')
        .filter((l) => l.includes(id)),
    )
    .toHaveLength(1);
  const line = JSON.parse(
    readFileSync(`${dir}-api.log`, 'utf8')
      .split('\n')
      .find((l) => l.includes(id)) ?? '{}',
  ) as Record<string, unknown>;
  expect(line).toMatchObject({
    requestId: id,
    request: { method: 'POST', path: '/login' },
    answer: { status: 200 },
  });
  await expect
    .poll(() => readFileSync(path.join(dir, 'access.log'), 'utf8'))
    .toMatch(new RegExp(`"POST /api/login [^"]*" 200 .* request_id=${id}`));

  // Signed in after all, the customer opens a new work order: its description starts with the id.
  await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.evaluate(() => (window.location.hash = '/myconsultation/myfeedback'));
  await page.getByRole('button', { name: 'New work order' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Description' })).toHaveValue(
    new RegExp(`^Request ID of the failed request: ${id} \\(/login\\)`),
  );
});
