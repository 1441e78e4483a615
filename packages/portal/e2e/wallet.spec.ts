import { expect, test, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { CONSENSUS_MAIN, FOX, HARBOR, installWallets, KEYS, PERMISSIONED_MAIN } from './fakeWallets';
import { expectAppPath } from './helpers';

test.use({ locale: 'en-US' });

/**
 * Opens the sign-in page and presses "Sign in with wallet". With one wallet that signs, the dialog
 * may come and go before any check sees it: a journey that expects to sign in waits for the console.
 */
async function startWalletSignIn(page: Page, path = '#/login') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
}

/** As `startWalletSignIn`, for a journey whose dialog stays open (a choice, a refusal, an error). */
async function openWalletDialog(page: Page, path = '#/login') {
  await startWalletSignIn(page, path);
  const dialog = page.getByRole('dialog', { name: 'Sign in with wallet' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const calls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __walletCalls: Array<{ wallet: string; method: string }> }).__walletCalls,
  );

test('one wallet: signs the EIP-4361 message and lands on the redirect, keeping the chain id', async ({
  page,
}) => {
  await installWallets(page, { wallets: [FOX] });
  await startWalletSignIn(page, '#/login?redirect=/costCenter/orderMGT');
  await expectAppPath(page, '/costCenter/orderMGT');
  await expect(page.getByRole('heading', { level: 1, name: 'Order management' })).toBeVisible();
  const signed = (await calls(page)).find((c) => c.method === 'personal_sign') as unknown as {
    params: [string, string];
  };
  const message = Buffer.from(signed.params[0].slice(2), 'hex').toString('utf8');
  expect(message).toContain('127.0.0.1:');
  expect(message).toContain('wants you to sign in with your Ethereum account:');
  expect(message).toContain(new Wallet(KEYS.a).address);
  expect(message).toContain('Sign in to the chain service portal with this wallet.');
  expect(message).toContain('Chain ID: 80001');
  expect(message).toMatch(/Nonce: [0-9a-f]{24}/);
  expect(message).toMatch(/Expiration Time: \d{4}-/);
  expect(await page.evaluate(() => localStorage.getItem('cp-wallet-chain-id'))).toBe(PERMISSIONED_MAIN);
});

test('an outside redirect is ignored after a wallet sign-in', async ({ page }) => {
  await installWallets(page, { wallets: [FOX] });
  await startWalletSignIn(page, '#/login?redirect=https://evil.example/');
  await expectAppPath(page, '/homepage/homepage');
});

test('the user rejects the signature: a quiet state, then a retry signs in', async ({ page }) => {
  await installWallets(page, { wallets: [{ ...FOX, rejectSigns: 1 }] });
  const dialog = await openWalletDialog(page);
  await expect(dialog.getByText('You declined the request')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Wallet sign-in failed')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expectAppPath(page, '/homepage/homepage');
});

test('a request already pending in the wallet is explained, and a retry goes on', async ({ page }) => {
  await installWallets(page, { wallets: [{ ...FOX, pendingConnects: 1 }] });
  const dialog = await openWalletDialog(page);
  await expect(dialog.getByText('A request is already waiting in your wallet')).toBeVisible();
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expectAppPath(page, '/homepage/homepage');
});

test('a wallet on another chain is offered a switch, then signs in on the platform chain', async ({
  page,
}) => {
  await installWallets(page, { wallets: [{ ...FOX, chainId: '0x1' }] });
  const dialog = await openWalletDialog(page);
  await expect(dialog.getByText('Your wallet is on another chain')).toBeVisible();
  await expect(dialog.getByText(/Chain 0x1 is not served/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Switch to Open consensus chain (ScOcc02001)' }).click();
  await expectAppPath(page, '/homepage/homepage');
  const switched = (await calls(page)).filter((c) => c.method === 'wallet_switchEthereumChain');
  expect(switched).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('cp-wallet-chain-id'))).toBe(CONSENSUS_MAIN);
});

test('two wallets: both are listed with their icons and the chosen one signs', async ({ page }) => {
  await installWallets(page, { wallets: [FOX, HARBOR] });
  const dialog = await openWalletDialog(page);
  const list = dialog.getByRole('list', { name: 'Browser wallets' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list.locator('img')).toHaveCount(2);
  await expect(list.locator('img').first()).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await list.getByRole('button', { name: 'Harbor Wallet' }).click();
  await expectAppPath(page, '/homepage/homepage');
  const asked = (await calls(page)).filter((c) => /eth_requestAccounts|personal_sign/.test(c.method));
  const used = new Set(asked.map((c) => c.wallet));
  expect([...used]).toEqual([HARBOR.uuid]);
});

test('the server refuses a signature made by another key', async ({ page }) => {
  await installWallets(page, { wallets: [{ ...FOX, account: 'a', key: 'b' }] });
  const dialog = await openWalletDialog(page);
  await expect(dialog.getByRole('alert')).toContainText('The server did not accept the signature');
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await expect(page).toHaveURL(/#\/login/);
});

test('no wallet at all: the explanation and a link to get one, no error toast', async ({ page }) => {
  const dialog = await openWalletDialog(page);
  await expect(dialog.getByText('No browser wallet was found')).toBeVisible();
  const link = dialog.getByRole('link', { name: 'How to get a wallet' });
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(link).toHaveAttribute('rel', /noopener/);
  // No message: the messages' region is hidden from the accessibility tree under the modal dialog,
  // so it is found by its attribute.
  await expect(page.locator('[data-cp-message-host] > li')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
});

test('window.ethereum alone (no EIP-6963) is still found', async ({ page }) => {
  await installWallets(page, { wallets: [FOX], announce: false });
  await startWalletSignIn(page);
  await expectAppPath(page, '/homepage/homepage');
});

test('the wallet libraries are downloaded only when the wallet button is used', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(ethers|wallet-libs|walletKit)-.*\.js$/.test(name)) chunks.push(name);
  });
  await installWallets(page, { wallets: [FOX] });
  await page.goto('#/index');
  await expect(page.locator('main')).toBeVisible();
  await page.goto('#/login');
  await expect(page.getByRole('button', { name: 'Sign in with wallet' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect.poll(() => chunks.some((c) => c.startsWith('ethers-'))).toBe(true);
  expect(chunks.some((c) => c.startsWith('walletKit-'))).toBe(true);
});

test('the wallet dialog passes an accessibility check in its picker and wrong-chain states', async ({
  page,
}) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await installWallets(page, { wallets: [FOX, { ...HARBOR, chainId: '0x1' }] });
  const dialog = await openWalletDialog(page);
  const check = async () => {
    const result = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  };
  await expect(dialog.getByRole('list', { name: 'Browser wallets' })).toBeVisible();
  await check();
  await dialog.getByRole('button', { name: 'Harbor Wallet' }).click();
  await expect(dialog.getByText('Your wallet is on another chain')).toBeVisible();
  await check();
});
