import { expect, test } from '@playwright/test';
import { FOX, nextTransaction } from './fakeWallets';
import {
  CHAIN,
  deployTemplate,
  fillFunction,
  NO_BUILD_CHAINS,
  signInWithWallet,
  TEMPLATE_JOURNEYS,
  writeFunction,
} from './templateJourneys';

// The wallet's failures as a user meets them on a contract's Write panel (issue 29): declining in the
// wallet (EIP-1193 4001), then a transaction sent with too low a gas limit (mined, out of gas). Each
// gets its translated state, and the panel keeps working: the same write then goes through, the
// Read tab still reads.

test.use({ locale: 'en-US' });
test.setTimeout(180_000);

test.skip(NO_BUILD_CHAINS, 'VITE_CHAIN_RPC_URLS names no chains: nothing to deploy to');

const erc20 = TEMPLATE_JOURNEYS.find((j) => j.id === 'erc20')!;

test('admin: a write declined in the wallet, then one out of gas, each said so; then it goes through', async ({
  page,
}) => {
  await signInWithWallet(page);
  const drawer = await deployTemplate(
    page,
    erc20,
    'platform',
    'Points to decline',
    /Open permissioned chain/,
  );
  await drawer.getByRole('tab', { name: /^Write/ }).click();
  const transfer = await fillFunction(drawer, erc20.write);
  const write = transfer.getByRole('button', { name: 'Write' });

  await nextTransaction(page, FOX.uuid, 'decline');
  await write.click();
  await expect(transfer.getByText('You declined in the wallet. Nothing was sent.')).toBeVisible(CHAIN);

  await nextTransaction(page, FOX.uuid, 'lowGas');
  await write.click();
  await expect(
    transfer.getByText(
      'The transaction ran out of gas. Send it again with a higher gas limit in your wallet.',
    ),
  ).toBeVisible(CHAIN);
  await expect(transfer.getByText('You declined in the wallet. Nothing was sent.')).toBeHidden();
  await drawer.getByRole('tab', { name: 'Transactions' }).click();
  const txs = drawer.getByRole('list', { name: 'Transactions, newest first' });
  await expect(txs.getByRole('listitem').first()).toContainText('Failed', CHAIN);

  // The rest of the panel works: the same write goes through, the Read tab reads it.
  await writeFunction(drawer, erc20.write);
  await drawer.getByRole('tab', { name: /^Read/ }).click();
  await expect(drawer.getByRole('group', { name: 'Result of symbol' })).toContainText('PTS', CHAIN);
});
