// Contracts on the platform's real chains through the production pair (issue 29): the build behind
// nginx, the HTTP API deploying with the platform key, and one anvil per platform chain (started by
// globalSetup.ts, their URLs in VITE_CHAIN_RPC_URLS). The fake EIP-6963 wallet (e2e/fakeWallets.ts)
// sends its transactions to those anvils, which sign for their unlocked development accounts.
// Each journey deploys its own contract, so they run side by side (two Playwright workers; nginx
// runs a worker per core). The register refusal 25002 (the API cannot reach the chain) needs an API
// with other chain URLs than the browser's: contracts-register-refused.spec.ts.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { openPage, signedInAs } from '../e2e/helpers';
import {
  BUILD_CHAINS,
  CHAIN,
  CHAIN_ID,
  closeAndSeeListed,
  deployTemplate,
  fillFunction,
  signInWithWallet,
  TEMPLATE_JOURNEYS,
  walletFailuresThenWrite,
  writeReadAndSeeEvent,
} from '../e2e/templateJourneys';

/** The admin's session with the HTTP API, signed in once per worker (the form is signin.spec's). */
const test = base.extend<object, { admin: { token: string; origin: string } }>({
  admin: [
    async ({ playwright }, provide) => {
      const origin = `http://127.0.0.1:${process.env.E2E_NGINX_PORT ?? 4321}`;
      const request = await playwright.request.newContext({ baseURL: origin });
      const answer = (await (
        await request.post('/api/login', { data: { username: 'admin', password: 'admin123' } })
      ).json()) as { code: number; data: { token: string } };
      expect(answer.code).toBe(0);
      await request.dispose();
      await provide({ token: answer.data.token, origin });
    },
    { scope: 'worker' },
  ],
});

test.use({ locale: 'en-US' });
// A deployment waits for its block; the self-built journey loads solc (about 9 MB) in a worker.
test.setTimeout(240_000);

const UNREACHABLE =
  "The chain's node cannot be reached. The rest of this page still works; try again in a moment.";

async function openTemplate(page: Page, template: RegExp): Promise<Locator> {
  await openPage(page, '/contractmanage/createcontract/createcontract', 'Create from a template');
  await page.getByRole('radio', { name: template }).click();
  return page.getByRole('form', { name: 'Deploy the contract' });
}

async function deployErc20ByPlatform(page: Page, name: string, chain: RegExp): Promise<void> {
  const form = await openTemplate(page, /ERC-20/);
  await form.getByRole('textbox', { name: 'Contract name' }).fill(name);
  await form.getByRole('radio', { name: chain }).click();
  await form.getByRole('textbox', { name: /^Name/ }).fill('Loyalty');
  await form.getByRole('textbox', { name: /^Symbol/ }).fill('LOY');
  await form.getByRole('textbox', { name: /^Initial supply/ }).fill('1000000');
  await expect(form.getByRole('radio', { name: 'By the platform' })).toBeChecked();
  await form.getByRole('button', { name: 'Deploy contract' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Deployed' });
  await expect(status).toBeVisible(CHAIN);
  await expect(status.getByText(/^0x[0-9a-fA-F]{40}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Open in My contracts' }).click();
}

/** The read function's result group, e.g. "Result of name". */
const result = (scope: Locator | Page, fn: string) => scope.getByRole('group', { name: `Result of ${fn}` });

const voting = TEMPLATE_JOURNEYS.find((j) => j.id === 'voting')!;
const erc20 = TEMPLATE_JOURNEYS.find((j) => j.id === 'erc20')!;

test('voting deployed with the wallet (switched to the chain first), written, read, its event seen, listed; voting twice is refused', async ({
  page,
  admin,
}) => {
  // The wallet is on the consensus chain; the ballot goes to the permissioned one.
  await signInWithWallet(page, CHAIN_ID.consensus, admin);
  const drawer = await deployTemplate(page, voting, 'wallet', 'Lunch ballot', /Open permissioned chain/, {
    switchTo: 'Open permissioned chain',
  });
  await expect(result(drawer, 'proposalCount')).toContainText('2', CHAIN);
  // A vote for Dumplings through the wallet, read (hasVoted) and its event seen; the winner read.
  await writeReadAndSeeEvent(drawer, voting);
  await drawer.getByRole('tab', { name: /^Read/ }).click();
  await expect(result(drawer, 'winnerName')).toContainText('Dumplings', CHAIN);

  // The same wallet votes again: the contract refuses, with its reason.
  await drawer.getByRole('tab', { name: /^Write/ }).click();
  const again = await fillFunction(drawer, { fn: 'vote(uint256)', args: { proposal: '0' } });
  await again.getByRole('button', { name: 'Write' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    /The contract refused the call \(reverted\): already voted/,
    CHAIN,
  );
  await closeAndSeeListed(page, drawer, 'Lunch ballot', /Open permissioned chain/);
});

const COUNTER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Tally {
    uint256 public count;

    constructor(uint256 start) {
        count = start
    }

    function add(uint256 by) public {
        count += by;
    }
}
`;

test('a self-built contract: a compile error on its line, fixed, compiled and deployed', async ({ page }) => {
  await signedInAs(page, 'admin');
  await openPage(page, '/contractmanage/createcontract/buildcontract', 'Self-built contract');
  const editor = page.getByRole('textbox', { name: 'Solidity source' });
  await editor.fill(COUNTER);
  const problems = page.getByRole('list', { name: 'Compiler errors and warnings' });
  // solc marks the missing ';' where the next statement starts (line 9).
  await expect(problems.getByRole('button', { name: /^Error, line 9 Expected ';'/ })).toBeVisible(CHAIN);
  await expect(page.getByRole('form', { name: 'Deploy the contract' })).toHaveCount(0);

  await editor.fill(COUNTER.replace('count = start\n', 'count = start;\n'));
  await expect(page.getByText(/^Compiled with solc 0\.8\.\d+\. Warnings: 0\.$/)).toBeVisible(CHAIN);
  const form = page.getByRole('form', { name: 'Deploy the contract' });
  await form.getByRole('textbox', { name: 'Contract name' }).fill('My tally');
  await form.getByRole('radio', { name: /Open permissioned chain/ }).click();
  await form.getByRole('textbox', { name: 'start' }).fill('41');
  await form.getByRole('button', { name: 'Deploy contract' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Deployed' });
  await expect(status).toBeVisible(CHAIN);
  await page.getByRole('button', { name: 'Open in My contracts' }).click();
  const drawer = page.getByRole('dialog', { name: 'My tally' });
  await expect(result(drawer, 'count')).toContainText('41', CHAIN);
  await expect(drawer.getByText('Matches the deployed code')).toBeVisible(CHAIN);
});

test('a chain the browser cannot reach: each on-chain part says so, the rest of the detail works', async ({
  page,
}) => {
  const down = BUILD_CHAINS.ScOcc03001 ?? '';
  // The permissioned chain's node is out of the browser's reach (the API still deploys to it).
  await page.route(`${down}/**`, (route) => route.abort('connectionrefused'));
  await signedInAs(page, 'admin');
  await deployErc20ByPlatform(page, 'Points out of reach', /Open permissioned chain/);

  const drawer = page.getByRole('dialog', { name: 'Points out of reach' });
  await expect(drawer.getByText('Not checked')).toBeVisible(CHAIN);
  await expect(drawer.getByText(UNREACHABLE).first()).toBeVisible(CHAIN);
  // The platform's record is there in full.
  await expect(drawer.getByRole('list', { name: 'Deployment record' })).toContainText('Deployed', CHAIN);
  await expect(drawer.getByText(/^0x[0-9a-fA-F]{40}$/).first()).toBeVisible();
  await drawer.getByRole('tab', { name: 'Events' }).click();
  await expect(drawer.getByRole('tabpanel').getByText(UNREACHABLE)).toBeVisible(CHAIN);
  await drawer.getByRole('tab', { name: 'Transactions' }).click();
  await expect(drawer.getByRole('tabpanel')).toContainText('Deployment');

  // The chain answers again: Try again checks the code; the Read tab reads the constructor's values.
  await page.unroute(`${down}/**`);
  await drawer.getByRole('button', { name: 'Try again' }).first().click();
  await expect(drawer.getByText('Matches the deployed code')).toBeVisible(CHAIN);
  await drawer.getByRole('tab', { name: /^Read/ }).click();
  await expect(result(drawer, 'name')).toContainText('Loyalty', CHAIN);
  await expect(result(drawer, 'symbol')).toContainText('LOY');
  await expect(result(drawer, 'totalSupply')).toContainText('1000000');
});

// The template journeys' table (e2e/templateJourneys.ts), as the journeys against `vite preview` run
// it (e2e/contract-templates.spec.ts), here against the HTTP API: each template deployed by the
// platform and with the wallet, one test each so that they share the workers; then written, read,
// its event seen, and listed in My contracts as Deployed.
// Two rows run in the tests around the loop, through the same steps and more: the ballot with the
// wallet (switching chains first, then voting twice) above, ERC-20 by the platform (the wallet's
// failures first, on the consensus chain) below.
const RUN_AROUND = new Set(['voting wallet', 'erc20 platform']);
for (const journey of TEMPLATE_JOURNEYS) {
  for (const way of ['platform', 'wallet'] as const) {
    if (RUN_AROUND.has(`${journey.id} ${way}`)) continue;
    test(`${journey.id} deployed ${way === 'wallet' ? 'with the wallet' : 'by the platform'}, written, read, its event seen, listed`, async ({
      page,
      admin,
    }) => {
      // anvil's key #0 is the platform's deployer and the wallet's: it owns what the platform deploys.
      await signInWithWallet(page, CHAIN_ID.permissioned, admin);
      const name = `${journey.id} by ${way}`;
      const drawer = await deployTemplate(page, journey, way, name, /Open permissioned chain/);
      await writeReadAndSeeEvent(drawer, journey);
      await closeAndSeeListed(page, drawer, name, /Open permissioned chain/);
    });
  }
}

// The wallet's failures on the Write panel (as e2e/contract-wallet-failures.spec.ts): declined
// (4001), then out of gas, each said so; then the table's ERC-20 row: the write goes through, is read
// and its event seen. On the consensus chain, which the table's journeys leave to it.
test('erc20 deployed by the platform, a write declined in the wallet, then one out of gas, each said so; then written, read, its event seen, listed', async ({
  page,
  admin,
}) => {
  await signInWithWallet(page, CHAIN_ID.consensus, admin);
  const drawer = await deployTemplate(page, erc20, 'platform', 'Points to decline', /Open consensus chain/);
  await walletFailuresThenWrite(page, drawer, erc20);
  await closeAndSeeListed(page, drawer, 'Points to decline', /Open consensus chain/);
});
