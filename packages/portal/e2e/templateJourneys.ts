import { expect, type Locator, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { CHAIN_IDS, networkFromEnv } from '../../../scripts/serve/chains.mjs';
import { FOX, installWallets, KEYS, nextTransaction } from './fakeWallets';
import { closeWithEscape, openPage, signedInAs } from './helpers';

/**
 * Every template deployed both ways, then written, read and its event seen (issue 29): one table and
 * its steps, shared by the journeys against `vite preview` (e2e/contract-templates.spec.ts, the
 * in-browser demo backend) and the nginx suite (e2e-nginx/contracts.spec.ts, the HTTP API).
 *
 * The wallet that writes is anvil's development key #0, the platform's deployer too: it owns what the
 * platform deploys (ERC-721 and ERC-1155 mint only for their owner; only the escrow's payer deposits).
 */

/** The writing wallet's address (KEYS.a), and a second account to send things to (KEYS.b). */
export const OWNER = new Wallet(KEYS.a).address;
export const OTHER = new Wallet(KEYS.b).address;
const ITEM = `0x${'2a'.repeat(32)}`;

/** One function call: its ABI key and its arguments by input name (a payable one's wei as `$value`, an unnamed input as ''). */
export interface Call {
  fn: string;
  args: Record<string, string>;
}

export interface TemplateJourney {
  /** The table's key (the template's id in the platform). */
  id: 'erc20' | 'erc721' | 'erc1155' | 'traceability' | 'voting' | 'escrow';
  /** The template's radio in the template list. */
  template: RegExp;
  /** The constructor's fields, by their English label (the template's, else the ABI name). */
  params: Array<[RegExp, string]>;
  write: Call;
  /** A read after the write, and what its result shows. */
  read: Call & { shows: string };
  /** The decoded event the write leaves, and a value it shows. */
  event: { name: string; shows: string };
}

export const TEMPLATE_JOURNEYS: TemplateJourney[] = [
  {
    id: 'erc20',
    template: /ERC-20/,
    params: [
      [/^Name/, 'Points'],
      [/^Symbol/, 'PTS'],
      [/^Initial supply/, '1000'],
    ],
    write: { fn: 'transfer(address,uint256)', args: { to: OTHER, value: '25' } },
    read: { fn: 'balanceOf(address)', args: { account: OTHER }, shows: '25' },
    event: { name: 'Transfer', shows: OTHER },
  },
  {
    id: 'erc721',
    template: /ERC-721/,
    params: [
      [/^Name/, 'Badges'],
      [/^Symbol/, 'BDG'],
    ],
    write: { fn: 'safeMint(address,string)', args: { to: OTHER, uri: 'ipfs://badge-0' } },
    read: { fn: 'tokenURI(uint256)', args: { tokenId: '0' }, shows: 'ipfs://badge-0' },
    event: { name: 'Transfer', shows: OTHER },
  },
  {
    id: 'erc1155',
    template: /ERC-1155/,
    params: [[/^Metadata URI/, 'https://example.com/{id}.json']],
    write: { fn: 'mint(address,uint256,uint256)', args: { to: OTHER, id: '7', amount: '3' } },
    read: { fn: 'balanceOf(address,uint256)', args: { account: OTHER, id: '7' }, shows: '3' },
    event: { name: 'TransferSingle', shows: OTHER },
  },
  {
    id: 'traceability',
    template: /Traceability records/,
    params: [],
    write: { fn: 'record(bytes32,string)', args: { itemId: ITEM, data: 'harvested' } },
    read: { fn: 'historyCount(bytes32)', args: { itemId: ITEM }, shows: '1' },
    event: { name: 'Recorded', shows: 'harvested' },
  },
  {
    id: 'voting',
    template: /Ballot/,
    params: [[/^Proposals/, '["Noodles", "Dumplings"]']],
    write: { fn: 'vote(uint256)', args: { proposal: '1' } },
    read: { fn: 'hasVoted(address)', args: { '': OWNER }, shows: 'true' },
    event: { name: 'Voted', shows: OWNER },
  },
  {
    id: 'escrow',
    template: /Escrow/,
    params: [
      [/^Payee/, OTHER],
      [/^Arbiter/, OWNER],
    ],
    write: { fn: 'deposit()', args: { $value: '1000' } },
    read: { fn: 'balance()', args: {}, shows: '1000' },
    event: { name: 'Deposited', shows: OWNER },
  },
];

/** The chain waits: a block, a receipt, a read, on a loaded machine. */
export const CHAIN = { timeout: 60_000 };

export type DeployWay = 'platform' | 'wallet';

/**
 * The chains the build was made with: the test command passes the same variable to `vite preview`'s
 * build; the nginx suite's globalSetup.ts sets it to the chains of its stack.
 */
export const BUILD_CHAINS = JSON.parse(process.env.VITE_CHAIN_RPC_URLS ?? '{}') as Record<
  string,
  string | undefined
>;
export const NO_BUILD_CHAINS = !BUILD_CHAINS.ScOcc02001 || !BUILD_CHAINS.ScOcc03001;

const hex = (id: number) => `0x${id.toString(16)}`;
/** The platform chains' ids (hex) on the build's network (VITE_WALLET_NETWORK, as the build reads it). */
export const CHAIN_ID = {
  consensus: hex(CHAIN_IDS[networkFromEnv()].ScOcc02001),
  permissioned: hex(CHAIN_IDS[networkFromEnv()].ScOcc03001),
};
/** The wallet knows both platform chains, by chain id, at the build's URLs. */
export const WALLET_CHAINS = {
  [CHAIN_ID.consensus]: BUILD_CHAINS.ScOcc02001 ?? '',
  [CHAIN_ID.permissioned]: BUILD_CHAINS.ScOcc03001 ?? '',
};

/**
 * The admin signed in, with the fake wallet on the permissioned chain (which no journey stops), or on
 * the chain `chainId` names. With `session` (the HTTP API's token for the admin and the portal's
 * origin), the session cookie is set instead of signing in through the form: the nginx suite signs in
 * once per worker (an in-browser demo backend forgets its tokens when the page loads again).
 */
export async function signInWithWallet(
  page: Page,
  chainId = CHAIN_ID.permissioned,
  session?: { token: string; origin: string },
): Promise<void> {
  await installWallets(page, {
    wallets: [{ ...FOX, chainId }],
    rpcUrls: WALLET_CHAINS,
  });
  if (session) {
    await page
      .context()
      .addCookies([{ name: 'cp_chainportal_token', value: session.token, url: session.origin }]);
  } else {
    await signedInAs(page, 'admin');
  }
}

/**
 * Deploys `journey`'s template on the chain named by `chain` (its radio), by the platform or with the
 * wallet already on that chain (or, with `switchTo`, the chain's name: on another chain, switched
 * when the form offers it), and opens it in My contracts. Returns the contract's detail.
 */
export async function deployTemplate(
  page: Page,
  journey: TemplateJourney,
  way: DeployWay,
  name: string,
  chain: RegExp,
  { switchTo }: { switchTo?: string } = {},
): Promise<Locator> {
  await openPage(page, '/contractmanage/createcontract/createcontract', 'Create from a template');
  await page.getByRole('radio', { name: journey.template }).click();
  const form = page.getByRole('form', { name: 'Deploy the contract' });
  await form.getByRole('textbox', { name: 'Contract name' }).fill(name);
  await form.getByRole('radio', { name: chain }).click();
  for (const [label, value] of journey.params) await form.getByRole('textbox', { name: label }).fill(value);
  if (way === 'wallet') {
    await form.getByRole('radio', { name: 'With my wallet' }).click();
    await form.getByRole('button', { name: 'Deploy with my wallet' }).click();
    if (switchTo) {
      await expect(form.getByText('Your wallet is on another chain')).toBeVisible(CHAIN);
      await form.getByRole('button', { name: `Switch to ${switchTo}` }).click();
    }
    await expect(form.getByText('Deployed and registered')).toBeVisible(CHAIN);
  } else {
    await form.getByRole('button', { name: 'Deploy contract' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deployed' })).toBeVisible(CHAIN);
  }
  await page.getByRole('button', { name: 'Open in My contracts' }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer.getByText('Matches the deployed code')).toBeVisible(CHAIN);
  return drawer;
}

/**
 * Closes the contract's detail (`drawer`, opened from My contracts by deployTemplate): the contract
 * is listed there as Deployed, on `chain`, at the address the detail showed.
 */
export async function closeAndSeeListed(
  page: Page,
  drawer: Locator,
  name: string,
  chain: RegExp,
): Promise<void> {
  const address =
    (await drawer
      .getByText(/^0x[0-9a-fA-F]{40}$/)
      .first()
      .textContent()) ?? '';
  await closeWithEscape(page, drawer);
  const row = page.getByRole('table', { name: 'My contracts' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Deployed');
  await expect(row).toContainText(chain);
  await expect(row).toContainText(address.slice(0, 6));
}

/** Opens a function of the Read or Write tab and fills its arguments; returns its form. */
export async function fillFunction(drawer: Locator, call: Call): Promise<Locator> {
  const bare = call.fn.replace(/\(.*/, '');
  const form = drawer.getByRole('form', { name: call.fn });
  const summary = drawer.locator('summary', { hasText: new RegExp(`^\\d+\\. ${bare}\\b`) });
  // The list is there (a detail keeps a function it showed open): open it only if it is closed.
  await expect(summary).toBeVisible(CHAIN);
  if (!(await form.isVisible())) await summary.click();
  await expect(form).toBeVisible();
  for (const [input, value] of Object.entries(call.args)) {
    const label = input === '$value' ? /^Value to send/ : input ? new RegExp(`^${input} \\(`) : /^#1 \(/;
    await form.getByRole('textbox', { name: label }).fill(value);
  }
  return form;
}

/** The write through the wallet; waits for its receipt. */
export async function writeFunction(drawer: Locator, call: Call): Promise<Locator> {
  await drawer.getByRole('tab', { name: /^Write/ }).click();
  const form = await fillFunction(drawer, call);
  await form.getByRole('button', { name: 'Write' }).click();
  await expect(form.getByText('Succeeded')).toBeVisible(CHAIN);
  return form;
}

/** The write, then the read showing its effect, then the write's event decoded. */
export async function writeReadAndSeeEvent(drawer: Locator, journey: TemplateJourney): Promise<void> {
  await writeFunction(drawer, journey.write);

  await drawer.getByRole('tab', { name: /^Read/ }).click();
  const { shows, ...read } = journey.read;
  const bare = read.fn.replace(/\(.*/, '');
  if (Object.keys(read.args).length > 0) {
    const form = await fillFunction(drawer, read);
    await form.getByRole('button', { name: 'Query' }).click();
    await expect(form.getByRole('group', { name: `Result of ${bare}` })).toContainText(shows, CHAIN);
  } else {
    await expect(drawer.getByRole('group', { name: `Result of ${bare}` })).toContainText(shows, CHAIN);
  }

  await drawer.getByRole('tab', { name: 'Events' }).click();
  const events = drawer.getByRole('list', { name: 'Events, newest first' });
  await expect(events.getByRole('group', { name: journey.event.name }).first()).toContainText(
    journey.event.shows,
    CHAIN,
  );
}

/**
 * The wallet's failures on the Write panel of `drawer` (a contract of `journey`'s template, owned by
 * the wallet's account): the journey's write declined in the wallet (EIP-1193 4001), then sent with
 * too low a gas limit (mined, out of gas). Each gets its translated state and the failed one is listed
 * as Failed; then the panel still works: the same write goes through, is read back, its event seen.
 */
export async function walletFailuresThenWrite(
  page: Page,
  drawer: Locator,
  journey: TemplateJourney,
): Promise<void> {
  await drawer.getByRole('tab', { name: /^Write/ }).click();
  const form = await fillFunction(drawer, journey.write);
  const write = form.getByRole('button', { name: 'Write' });

  await nextTransaction(page, FOX.uuid, 'decline');
  await write.click();
  await expect(form.getByText('You declined in the wallet. Nothing was sent.')).toBeVisible(CHAIN);

  await nextTransaction(page, FOX.uuid, 'lowGas');
  await write.click();
  await expect(
    form.getByText('The transaction ran out of gas. Send it again with a higher gas limit in your wallet.'),
  ).toBeVisible(CHAIN);
  await expect(form.getByText('You declined in the wallet. Nothing was sent.')).toBeHidden();
  await drawer.getByRole('tab', { name: 'Transactions' }).click();
  const txs = drawer.getByRole('list', { name: 'Transactions, newest first' });
  await expect(txs.getByRole('listitem').first()).toContainText('Failed', CHAIN);

  // The rest of the panel works: the same write goes through, the Read tab reads it, its event shows.
  await writeReadAndSeeEvent(drawer, journey);
}
