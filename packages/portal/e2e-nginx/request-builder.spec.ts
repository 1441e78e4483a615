// Issue 41, item 4 (decision 0104): the request builder on a service's page, through the production
// pair (nginx, the HTTP API with its metered gateway, the anvil chains). The demo customer sends
// eth_blockNumber to their service's gateway URL with the keyboard and sees a hex block number and
// the time it took; the curl command the card copies, run by this test in a shell, gets the same kind
// of answer; a method their plan does not have is refused in words.
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openPage, scrollToEnd, signedInAs } from '../e2e/helpers';

test.use({ locale: 'en-US' });

interface Envelope<T> {
  code: number;
  data: T;
}
interface Service {
  id: number;
  name: string;
  status: string;
  edition: string;
  rpcEndpoint?: string;
}

/**
 * A running service of the demo customer's on a plan without debug and trace methods (trial or basic,
 * decision 0101), whose endpoint is a gateway URL.
 */
async function serviceToTry(request: APIRequestContext, token: string): Promise<Service> {
  const headers = { Authorization: `Bearer ${token}` };
  const page = (await (
    await request.post('/api/client/service/page', {
      headers,
      data: { pageNum: 1, pageSize: 100, status: 'running' },
    })
  ).json()) as Envelope<{ list: Service[] }>;
  for (const item of page.data.list.filter((s) => s.edition === 'trial' || s.edition === 'basic')) {
    const detail = (await (
      await request.get(`/api/client/service/detail/${item.id}`, { headers })
    ).json()) as Envelope<Service>;
    if (/\/api\/rpc\/cpk_[0-9a-f]{32}$/.test(detail.data.rpcEndpoint ?? '')) return detail.data;
  }
  throw new Error('The demo customer has no running trial or basic service with a gateway URL');
}

test('a call sent from a service’s page, its curl run in a shell, and a method the plan lacks', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAs(page, 'customer');
  const token = (await context.cookies()).find((c) => c.name === 'cp_chainportal_token')?.value;
  expect(token).toBeTruthy();
  const service = await serviceToTry(page.request, token!);
  await openPage(page, `/appservers/myserversdetail?id=${service.id}`, service.name);

  const form = page.getByRole('form', { name: 'Build a request' });
  const method = form.getByRole('combobox', { name: 'Method' });
  // The card loads when it comes near the viewport: scroll down to it as a reader does.
  await scrollToEnd(page);
  await expect(method).toHaveText('eth_blockNumber');

  // Sent from the keyboard: Ctrl+Enter in the form.
  await method.focus();
  await page.keyboard.press('Control+Enter');
  const status = page.getByRole('status').filter({ hasText: /^HTTP/ });
  await expect(status).toHaveText(/^HTTP 200 in [\d,]+ ms$/);
  const answer = page.getByRole('region', { name: 'Answer' }).getByTestId('rpc-answer');
  const shown = JSON.parse((await answer.textContent()) ?? '') as { jsonrpc: string; result: string };
  expect(shown).toMatchObject({ jsonrpc: '2.0', id: 1, result: expect.stringMatching(/^0x[0-9a-f]+$/) });

  // Copy as curl: the clipboard holds the command shown, and a shell running it gets a block number.
  await page.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Copied to the clipboard.', { exact: true }),
  ).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  await expect(page.getByRole('region', { name: 'The request as a curl command' }).locator('pre')).toHaveText(
    curl,
  );
  expect(curl).toBe(
    `curl -sS -X POST ${service.rpcEndpoint} -H 'Content-Type: application/json' --data-raw '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}'`,
  );
  const ran = JSON.parse(execFileSync('sh', ['-c', curl], { encoding: 'utf8', timeout: 20_000 })) as {
    result: string;
  };
  expect(ran).toMatchObject({ jsonrpc: '2.0', id: 1, result: expect.stringMatching(/^0x[0-9a-f]+$/) });
  expect(BigInt(ran.result)).toBeGreaterThanOrEqual(BigInt(shown.result));

  // A method the plan does not have, chosen and typed with the keyboard: refused in words.
  await method.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: /^debug_traceTransaction/ }).press('Enter');
  await expect(method).toHaveText(/^debug_traceTransaction/);
  const hash = form.getByRole('textbox', { name: 'Transaction hash' });
  await page.keyboard.press('Tab');
  await expect(hash).toBeFocused();
  await page.keyboard.type(`0x${'ab'.repeat(32)}`);
  await page.keyboard.press('Enter');
  await expect(status).toContainText(
    "Your service's plan does not allow debug_traceTransaction. Debug and trace methods come with the advanced and custom plans.",
  );
  await expect(status).toContainText(/^HTTP 200 in [\d,]+ ms/);
  await expect(answer).toContainText('"code": -32601');

  // Back to eth_blockNumber and on to debug_traceTransaction again: the hash typed is still there.
  await method.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'eth_blockNumber' }).press('Enter');
  await expect(hash).toBeHidden();
  await method.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: /^debug_traceTransaction/ }).press('Enter');
  await expect(hash).toHaveValue(`0x${'ab'.repeat(32)}`);
});
