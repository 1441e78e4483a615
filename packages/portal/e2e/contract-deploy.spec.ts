import { expect, test, type Page } from '@playwright/test';
import { CONSENSUS_MAIN, FOX, installWallets, PERMISSIONED_MAIN } from './fakeWallets';
import { fillErc20Form, openPage, signedInAs, useDemoToken } from './helpers';

// Deploying against the real chains (issue 29): the build's VITE_CHAIN_RPC_URLS point at anvil, one
// per platform chain, and the demo backend deploys with the platform's key. A template deployed by
// the platform, and a self-built contract compiled in the browser (solc in a Web Worker, decision
// 0076): first with an error on its line, then fixed and deployed.

test.use({ locale: 'en-US' });
// One journey stops a chain's automatic mining for a while: the others must not deploy meanwhile.
test.describe.configure({ mode: 'serial' });

// The chains the build was made with (the test command passes the same VITE_CHAIN_RPC_URLS to the run).
const urls = JSON.parse(process.env.VITE_CHAIN_RPC_URLS ?? '{}') as Record<string, string | undefined>;
const CHAINS = { [CONSENSUS_MAIN]: urls.ScOcc02001 ?? '', [PERMISSIONED_MAIN]: urls.ScOcc03001 ?? '' };
test.skip(!urls.ScOcc02001 || !urls.ScOcc03001, 'VITE_CHAIN_RPC_URLS names no chains: nothing to deploy to');

/** A JSON-RPC call to one of the build's anvils (anvil's own methods: evm_setAutomine, evm_mine). */
async function chainRpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result?: unknown }).result;
}
// Compiling loads solc (about 9 MB) in a worker; deployments wait for a block.
test.setTimeout(180_000);

const COUNTER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Counter {
    uint256 public count;
    address public owner;

    constructor(uint256 start, address who) {
        count = start
        owner = who;
    }

    function increment() public {
        count += 1;
    }
}
`;

const FIXED = COUNTER.replace('count = start\n', 'count = start;\n');

async function expectDeployed(page: Page) {
  const status = page.getByRole('status').filter({ hasText: 'Deployed' });
  await expect(status).toBeVisible({ timeout: 60_000 });
  await expect(status.getByText(/^0x[0-9a-fA-F]{40}$/)).toBeVisible();
  await expect(status.getByText(/^0x[0-9a-f]{64}$/)).toBeVisible();
}

test('admin: a template deployed by the platform, its parameters checked by Solidity type', async ({
  page,
}) => {
  await signedInAs(page, 'admin');
  await openPage(page, '/contractmanage/createcontract/createcontract', 'Create from a template');
  await page.getByRole('radio', { name: /ERC-20/ }).click();
  const form = page.getByRole('form', { name: 'Deploy the contract' });
  await form.getByRole('textbox', { name: 'Contract name' }).fill('Loyalty points');
  await form.getByRole('textbox', { name: /^Name/ }).fill('Loyalty');
  await form.getByRole('textbox', { name: /^Symbol/ }).fill('LOY');
  const supply = form.getByRole('textbox', { name: /^Initial supply/ });
  await supply.fill('a lot');
  const deploy = form.getByRole('button', { name: 'Deploy contract' });
  await deploy.click();
  // The uint256 field says what it takes; a click the rules refuse does not lock the button.
  await expect(
    form.getByText('Enter a whole number (decimal, or hexadecimal starting with 0x)'),
  ).toBeVisible();
  await expect(supply).toBeFocused();
  await expect(deploy).not.toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByText('Solidity type: uint256')).toBeHidden();
  await supply.fill('-1');
  await expect(form.getByText(/^Enter a number from 0 to \d+ \(uint256\)$/)).toBeVisible();
  await supply.fill('1000000');
  await expect(form.getByText('Solidity type: uint256')).toBeVisible();
  await deploy.click();
  await expectDeployed(page);
  // A click that sent locks the button against a repeat.
  await expect(deploy).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Open in My contracts' }).click();
  await expect(page.getByRole('dialog', { name: 'Loyalty points' })).toBeVisible();
});

test('admin: a self-built contract with a compile error on its line, then fixed and deployed', async ({
  page,
}) => {
  await signedInAs(page, 'admin');
  await openPage(page, '/contractmanage/createcontract/buildcontract', 'Self-built contract');
  const editor = page.getByRole('textbox', { name: 'Solidity source' });

  // An import is reported on its line, not resolved.
  await editor.fill(
    '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\nimport "@openzeppelin/contracts/token/ERC20/ERC20.sol";\ncontract T {}\n',
  );
  const problems = page.getByRole('list', { name: 'Compiler errors and warnings' });
  await expect(
    problems.getByRole('button', { name: /^Error, line 3 Imports are not supported here/ }),
  ).toBeVisible({
    timeout: 60_000,
  });

  await editor.fill(COUNTER);
  // solc marks the missing ';' where the next statement starts.
  const error = problems.getByRole('button', { name: /^Error, line 10 Expected ';'/ });
  await expect(error).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByText('The compiler found errors: 1 (warnings: 0). Fix them to deploy.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Deploy the contract' })).toHaveCount(0);
  await error.click();
  await expect(editor).toBeFocused();

  await editor.fill(FIXED);
  await expect(page.getByText(/^Compiled with solc 0\.8\.\d+\. Warnings: 0\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(problems).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Deploy the contract' });
  await form.getByRole('textbox', { name: 'Contract name' }).fill('My counter');
  await form.getByRole('textbox', { name: 'start' }).fill('5');
  await form.getByRole('textbox', { name: 'who' }).fill('0x52908400098527886e0F7030069857D2E4169EE7');
  await form.getByRole('button', { name: 'Deploy contract' }).click();
  await expect(form.getByText(/checksum \(EIP-55\)/)).toBeVisible();
  await form.getByRole('textbox', { name: 'who' }).fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await form.getByRole('radio', { name: /Open permissioned chain/ }).click();
  await form.getByRole('button', { name: 'Deploy contract' }).click();
  await expectDeployed(page);
});

test('admin: a template deployed with my wallet, the chain switched first, then registered', async ({
  page,
}) => {
  // The wallet starts on the other platform chain; both chains are the build's anvils.
  await installWallets(page, {
    wallets: [{ ...FOX, chainId: PERMISSIONED_MAIN }],
    rpcUrls: CHAINS,
  });
  await signedInAs(page, 'admin');
  const form = await fillErc20Form(page, {
    contract: 'Wallet points',
    name: 'Wallet points',
    symbol: 'WPT',
    supply: '5000',
  });
  await form.getByRole('radio', { name: 'With my wallet' }).click();
  await form.getByRole('button', { name: 'Deploy with my wallet' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your wallet is on another chain' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Open consensus chain' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Deployed and registered' });
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done.getByText(/^0x[0-9a-fA-F]{40}$/)).toBeVisible();
  await done.getByRole('button', { name: 'Open in My contracts' }).click();
  await expect(page.getByRole('dialog', { name: 'Wallet points' })).toBeVisible();
});

test('admin: a wallet deployment still pending keeps its hash across a reload, then is registered', async ({
  page,
}) => {
  await installWallets(page, { wallets: [{ ...FOX, chainId: CONSENSUS_MAIN }], rpcUrls: CHAINS });
  // The in-browser demo backend forgets its sign-ins on a reload: the demo token survives it.
  await useDemoToken(page, 'admin');
  const form = await fillErc20Form(page, {
    contract: 'Slow points',
    name: 'Slow points',
    symbol: 'SLW',
    supply: '7',
  });
  await form.getByRole('radio', { name: 'With my wallet' }).click();

  const consensus = CHAINS[CONSENSUS_MAIN];
  // Nothing mined meanwhile: neither for the transaction (automine) nor on the clock (the test
  // command's chains mine an empty block every 5 s, decision 0074).
  await chainRpc(consensus, 'evm_setAutomine', [false]);
  await chainRpc(consensus, 'evm_setIntervalMining', [0]);
  try {
    await form.getByRole('button', { name: 'Deploy with my wallet' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Sent: waiting for the chain' });
    await expect(sent).toBeVisible();
    const hash = (await sent.locator('code').textContent()) ?? '';
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await page.reload();
    const resumed = page
      .getByRole('status')
      .filter({ hasText: "Your wallet's deployment of Slow points is still pending" });
    await expect(resumed).toContainText(hash);
  } finally {
    await chainRpc(consensus, 'evm_setAutomine', [true]);
    await chainRpc(consensus, 'evm_setIntervalMining', [5]);
    await chainRpc(consensus, 'evm_mine');
  }
  const done = page.getByRole('status').filter({ hasText: 'Deployed and registered' });
  await expect(done).toBeVisible({ timeout: 60_000 });
  await done.getByRole('button', { name: 'Open in My contracts' }).click();
  await expect(page.getByRole('dialog', { name: 'Slow points' })).toBeVisible();
});
