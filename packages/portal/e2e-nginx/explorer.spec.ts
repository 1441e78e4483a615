// The chain browser through the production pair (issue 41): the build behind nginx, reading the
// platform's anvil chains straight from the browser. A contract deployed by the platform (ERC-20: its
// constructor mints, so its deploy transaction emits Transfer) is followed from My contracts'
// Explorer link to its address, then, on the public site without signing in, from the latest blocks
// to its block, to its transaction, where the event shows decoded with its argument names and values.
import { expect, test } from '@playwright/test';
import { openPage, signedInAs } from '../e2e/helpers';
import { CHAIN, deployTemplate, TEMPLATE_JOURNEYS } from '../e2e/templateJourneys';

test.use({ locale: 'en-US' });
// A deployment waits for its block on a loaded machine.
test.setTimeout(180_000);

const erc20 = TEMPLATE_JOURNEYS.find((j) => j.id === 'erc20')!;
/** anvil's account #0: the platform's deployer, so the minted tokens go there. */
const PLATFORM_KEY_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ZERO = '0x0000000000000000000000000000000000000000';

test('a deployed contract: My contracts opens its address; the public browser goes from the latest blocks to its block, its transaction and its decoded event; a bad search is explained', async ({
  page,
  browser,
}) => {
  await signedInAs(page, 'admin');
  const drawer = await deployTemplate(page, erc20, 'platform', 'Explorer points', /Open consensus chain/);
  const address =
    (await drawer
      .getByText(/^0x[0-9a-fA-F]{40}$/)
      .first()
      .textContent()) ?? '';
  const record = drawer.getByRole('list', { name: 'Deployment record' });
  const txHash = (await record.getByText(/^0x[0-9a-f]{64}$/).textContent()) ?? '';
  expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);

  // My contracts' Explorer link opens the console's browser on the address, which knows the record.
  await drawer.getByRole('link', { name: 'Open Explorer points in the chain browser' }).click();
  const addressPanel = page.getByRole('region', { name: 'Address' });
  await expect(addressPanel.getByText(address, { exact: true })).toBeVisible(CHAIN);
  await expect(addressPanel.getByText(/^Contract \([\d,]+ bytes of code\)$/)).toBeVisible(CHAIN);
  await expect(addressPanel.getByRole('link', { name: 'Explorer points' })).toBeVisible(CHAIN);

  // The public site, signed out: the latest blocks, the deploy's block, its transaction.
  const visitor = await browser.newPage({ locale: 'en-US', baseURL: new URL(page.url()).origin });
  await openPage(visitor, '/explorer?chain=ScOcc02001', 'Chain browser');
  const latest = visitor.getByRole('table', { name: 'Latest blocks' });
  await expect(latest.getByRole('link').first()).toBeVisible(CHAIN);
  // The deploy's block is among the latest: find it by its transaction, read from its block's page.
  const blockLinks = await latest.getByRole('link').allTextContents();
  let found = false;
  for (const label of blockLinks) {
    await latest.getByRole('link', { name: label, exact: true }).click();
    const txs = visitor.getByRole('list', { name: 'Transactions in this block' });
    const block = visitor.getByRole('region', { name: `Block ${label}` });
    await expect(block.getByText('Hash', { exact: true })).toBeVisible(CHAIN);
    if ((await txs.getByRole('link', { name: txHash }).count()) > 0) {
      await txs.getByRole('link', { name: txHash }).click();
      found = true;
      break;
    }
    await visitor.getByRole('link', { name: 'Back to the latest blocks' }).click();
  }
  expect(found, `the deploy transaction ${txHash} is in one of the latest blocks`).toBe(true);

  const tx = visitor.getByRole('region', { name: 'Transaction' });
  await expect(tx.getByText('Succeeded')).toBeVisible(CHAIN);
  await expect(tx.getByText('Contract creation:')).toBeVisible();
  const transfer = tx.getByRole('list', { name: 'Events of this transaction' }).getByRole('listitem', {
    name: /^Event \d+: Transfer$/,
  });
  await expect(transfer).toContainText('Transfer · ChainportalERC20');
  const args = transfer.getByRole('definition');
  await expect(transfer.getByRole('term')).toHaveText(['from (address)', 'to (address)', 'value (uint256)']);
  await expect(args).toHaveText([ZERO, PLATFORM_KEY_ADDRESS, /^\d+$/]);

  // A search that is none of the three says what it takes; a well-formed unknown hash is not found.
  const search = visitor.getByRole('search', { name: 'Block number, transaction hash or address' });
  await search.getByRole('searchbox').fill('not a hash');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(visitor.getByRole('alert')).toHaveText(
    /^This is not a block number, a transaction hash or an address\./,
  );
  const unknown = `0x${'0'.repeat(63)}1`;
  await search.getByRole('searchbox').fill(unknown);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Not found' })).toHaveText(
    `Not found: this chain has no transaction ${unknown}.`,
    CHAIN,
  );
  await visitor.close();
});
