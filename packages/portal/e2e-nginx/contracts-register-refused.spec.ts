// The register refusal 25002 through the production pair (issue 29): the customer deploys with the
// wallet (the browser reaches the chain), but the HTTP API cannot reach that chain, so registering
// the deployment answers code 25002. The user reads the translated message, keeps the deployment's
// address and transaction hash (on the page, and after leaving it), the rest of the page works, and
// once the API reaches the chain again, Try again registers it.
//
// The suite's stack gives the browser and the API the same chains, so this spec starts its own pair
// on free ports: an API whose permissioned chain is a relay that does not listen yet (connection
// refused: the chain cannot be reached), and nginx serving the suite's build in front of it, with
// the browser's chains the build's own. Starting the relay makes the chain reachable for the API.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { chainEnv } from '../../../scripts/serve/chains.mjs';
import { freePort, root, startApi, startNginx } from '../../../scripts/serve/stack.mjs';
import { openPage } from '../e2e/helpers';
import {
  BUILD_CHAINS,
  CHAIN,
  NO_BUILD_CHAINS,
  signInWithWallet,
  TEMPLATE_JOURNEYS,
} from '../e2e/templateJourneys';

interface RefusingPair {
  /** The portal's address behind the second nginx. */
  url: string;
  /** Makes the permissioned chain reachable for the API: a relay to the suite's anvil on its port. */
  reachChain: () => Promise<void>;
}

const test = base.extend<object, { pair: RefusingPair }>({
  pair: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide) => {
      const chain = BUILD_CHAINS.ScOcc03001 ?? '';
      const relayPort = await freePort();
      const webPort = await freePort();
      const out = process.env.E2E_NGINX_OUT ?? 'dist-nginx';
      const api = await startApi({
        walletOrigins: [`http://127.0.0.1:${webPort}`],
        env: {
          ...chainEnv(JSON.stringify({ ...BUILD_CHAINS, ScOcc03001: `http://127.0.0.1:${relayPort}` })),
        },
      });
      let relay: Server | undefined;
      let web: { stop: () => Promise<void> } | undefined;
      try {
        const started = await startNginx({
          distDir: path.join(root, 'packages/portal', out),
          port: webPort,
          apiUpstream: api.url,
          dir: path.join(root, '.tmp', `${out}-register-refused`),
          chainRpcUrls: JSON.stringify(BUILD_CHAINS),
        });
        web = started;
        await provide({
          url: started.url,
          reachChain: async () => {
            relay = createServer((request, response) => {
              void (async () => {
                const chunks: Buffer[] = [];
                for await (const chunk of request) chunks.push(chunk as Buffer);
                const answer = await fetch(chain, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: Buffer.concat(chunks),
                });
                response.writeHead(answer.status, { 'content-type': 'application/json' });
                response.end(Buffer.from(await answer.arrayBuffer()));
              })().catch(() => response.destroy());
            });
            await new Promise<void>((resolve) => relay!.listen(relayPort, '127.0.0.1', resolve));
          },
        });
      } finally {
        await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
        await web?.stop();
        await api.stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ pair }, provide) => provide(pair.url),
});

test.use({ locale: 'en-US' });
test.setTimeout(240_000);
test.skip(NO_BUILD_CHAINS, 'VITE_CHAIN_RPC_URLS names no chains: nothing to deploy to');

const TRACE = TEMPLATE_JOURNEYS.find((j) => j.id === 'traceability')!;
const NAME = 'Harvest log';
// The server's own words (decision 0088), in the interface language.
const UNREACHABLE = 'Chain ScOcc03001 cannot be reached. Try again later';
const REFUSED = 'The contract is on chain but could not be registered';

test('registering a wallet deployment the API cannot reach the chain for (25002): said so, its address and hash kept, registered on Try again', async ({
  page,
  pair,
}) => {
  await signInWithWallet(page);
  await openPage(page, '/contractmanage/createcontract/createcontract', 'Create from a template');
  await page.getByRole('radio', { name: TRACE.template }).click();
  const form = page.getByRole('form', { name: 'Deploy the contract' });
  await form.getByRole('textbox', { name: 'Contract name' }).fill(NAME);
  await form.getByRole('radio', { name: /Open permissioned chain/ }).click();
  await form.getByRole('radio', { name: 'With my wallet' }).click();
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/client/contract/register'), CHAIN);
  await form.getByRole('button', { name: 'Deploy with my wallet' }).click();

  // The deployment is mined (the browser reaches the chain); the register call is refused.
  expect(await (await registered).json()).toMatchObject({ code: 25002 });
  // The server's words, with the request id after them (the messages' region; its announcer repeats
  // the text for a second).
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(new RegExp(`^${UNREACHABLE} \\(Request ID: [0-9a-f]{32}\\)$`)),
  ).toBeVisible(CHAIN);
  await expect(page.getByText(/无法连接链/)).toHaveCount(0);
  await expect(form.getByText(REFUSED)).toBeVisible();
  const hint = form.getByText(/^Its address is 0x[0-9a-fA-F]{40}\. Try again to register it\.$/);
  await expect(hint).toBeVisible();
  const address = /0x[0-9a-fA-F]{40}/.exec((await hint.textContent()) ?? '')?.[0] ?? '';
  const hash = form.getByText(/^0x[0-9a-f]{64}$/);
  await expect(hash).toBeVisible();
  const txHash = (await hash.textContent()) ?? '';

  // The rest of the page works: the form can deploy another (once its short lock against a double
  // send is over); My contracts lists what is registered.
  await expect(form.getByRole('button', { name: 'Deploy with my wallet' })).toBeEnabled();
  await openPage(page, '/contractmanage/mycontract', 'My contracts');
  const contracts = page.getByRole('table', { name: 'My contracts' });
  await expect(contracts).toBeVisible();
  await expect(contracts.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);

  // Back on the create page, the deployment is still there (kept across leaving the page), and
  // registering it is refused again while the API cannot reach the chain.
  await openPage(page, '/contractmanage/createcontract/createcontract', 'Create from a template');
  await expect(page.getByText(txHash)).toBeVisible(CHAIN);
  await expect(page.getByText(REFUSED)).toBeVisible(CHAIN);

  // The API reaches the chain again: Try again registers the deployment.
  await pair.reachChain();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Deployed and registered')).toBeVisible(CHAIN);
  await page.getByRole('button', { name: 'Open in My contracts' }).click();
  const drawer = page.getByRole('dialog', { name: NAME });
  await expect(drawer.getByText('Matches the deployed code')).toBeVisible(CHAIN);
  await expect(drawer.getByText(address).first()).toBeVisible();
  await expect(drawer.getByText(txHash).first()).toBeVisible();
});
