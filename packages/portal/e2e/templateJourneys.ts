import { expect, type Locator, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { CONSENSUS_MAIN, FOX, installWallets, KEYS, PERMISSIONED_MAIN } from './fakeWallets';
import { openPage, signedInAs } from './helpers';

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

/** The chains the `vite preview` build was made with (the test command passes the same variable). */
export const BUILD_CHAINS = JSON.parse(process.env.VITE_CHAIN_RPC_URLS ?? '{}') as Record<
  string,
  string | undefined
>;
export const NO_BUILD_CHAINS = !BUILD_CHAINS.ScOcc02001 || !BUILD_CHAINS.ScOcc03001;

/** The admin signed in, with the fake wallet on the permissioned chain (which no journey stops). */
export async function signInWithWallet(page: Page): Promise<void> {
  await installWallets(page, {
    wallets: [{ ...FOX, chainId: PERMISSIONED_MAIN }],
    rpcUrls: {
      [CONSENSUS_MAIN]: BUILD_CHAINS.ScOcc02001 ?? '',
      [PERMISSIONED_MAIN]: BUILD_CHAINS.ScOcc03001 ?? '',
    },
  });
  await signedInAs(page, 'admin');
}

/**
 * Deploys `journey`'s template on the chain named by `chain` (its radio), by the platform or with the
 * wallet already on that chain, and opens it in My contracts. Returns the contract's detail.
 */
export async function deployTemplate(
  page: Page,
  journey: TemplateJourney,
  way: DeployWay,
  name: string,
  chain: RegExp,
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
