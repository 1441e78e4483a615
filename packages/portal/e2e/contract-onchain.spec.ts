import { expect, test } from '@playwright/test';
import { CONSENSUS_MAIN, installWallets, PERMISSIONED_MAIN } from './fakeWallets';
import { fillErc20Form, signedInAs } from './helpers';

// A deployed contract's detail on a real chain (issue 29): the build's VITE_CHAIN_RPC_URLS point at
// anvil (one per platform chain), the platform deploys an ERC-20, and a fake EIP-6963 wallet signs
// with anvil's development key #0 (the platform's deployer too, so it holds the initial supply).

test.use({ locale: 'en-US' });
test.setTimeout(180_000);

const chains = JSON.parse(process.env.VITE_CHAIN_RPC_URLS ?? '{}') as Record<string, string>;
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CHAIN = { timeout: 30_000 };

test('admin: a deployed ERC-20 read, written through the wallet (chain switched), its event, a revert and the kept transaction', async ({
  page,
}) => {
  test.skip(
    !chains.ScOcc02001 || !chains.ScOcc03001,
    'needs VITE_CHAIN_RPC_URLS (the anvil chains of the build)',
  );
  await installWallets(page, {
    wallets: [
      { uuid: 'w-1', name: 'Test Wallet', rdns: 'test.wallet', key: 'a', chainId: PERMISSIONED_MAIN },
    ],
    announce: true,
    rpcUrls: {
      [CONSENSUS_MAIN]: chains.ScOcc02001 as string,
      [PERMISSIONED_MAIN]: chains.ScOcc03001 as string,
    },
  });
  await signedInAs(page, 'admin');
  const form = await fillErc20Form(page, {
    contract: 'Loyalty points',
    name: 'Loyalty',
    symbol: 'LOY',
    supply: '1000',
  });
  await form.getByRole('radio', { name: /Open consensus chain/ }).click();
  await form.getByRole('button', { name: 'Deploy contract' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deployed' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Open in My contracts' }).click();
  const drawer = page.getByRole('dialog', { name: 'Loyalty points' });

  await expect(drawer.getByText('Matches the deployed code')).toBeVisible(CHAIN);
  await expect(drawer.getByRole('group', { name: 'Result of symbol' })).toContainText('LOY', CHAIN);

  await drawer.getByRole('tab', { name: /^Write/ }).click();
  await drawer.locator('summary', { hasText: /^\d+\. transfer →/ }).click();
  const transfer = drawer.getByRole('form', { name: 'transfer(address,uint256)' });
  await transfer.getByRole('textbox', { name: /^to/ }).fill(RECIPIENT);
  await transfer.getByRole('textbox', { name: /^value/ }).fill('5');
  await transfer.getByRole('button', { name: 'Write' }).click();
  // The wallet is on the permissioned chain: the switch is offered, then the transaction goes.
  await transfer.getByRole('button', { name: /^Switch to / }).click();
  await expect(transfer.getByText('Succeeded')).toBeVisible(CHAIN);

  // More than the balance: the custom error decoded with its arguments.
  await transfer.getByRole('textbox', { name: /^value/ }).fill('10000000000000000000000000');
  await transfer.getByRole('button', { name: 'Write' }).click();
  await expect(transfer.getByRole('alert')).toContainText(
    'The contract refused the call (reverted): ERC20InsufficientBalance(',
    CHAIN,
  );

  await drawer.getByRole('tab', { name: 'Events' }).click();
  const events = drawer.getByRole('list', { name: 'Events, newest first' });
  await expect(events.getByRole('listitem').first()).toContainText('Transfer', CHAIN);
  await expect(events.getByRole('listitem').first()).toContainText(RECIPIENT);

  // The sent transaction is kept (localStorage by chain + address): the detail closed and opened
  // again lists it with its receipt. (A reload would lose the browser demo's in-memory backend and
  // the contract with it; pendingTx.test.ts reads the kept list back as a reload does.)
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page
    .getByRole('table', { name: 'My contracts' })
    .getByRole('button', { name: 'Loyalty points' })
    .first()
    .click();
  const again = page.getByRole('dialog', { name: 'Loyalty points' });
  await again.getByRole('tab', { name: 'Transactions' }).click();
  const txs = again.getByRole('list', { name: 'Transactions, newest first' });
  await expect(txs.getByRole('listitem').first()).toContainText('transfer(address,uint256)', CHAIN);
  await expect(txs.getByRole('listitem').first()).toContainText('Succeeded', CHAIN);
  await expect(txs.getByRole('listitem').last()).toContainText('Deployment');
});
