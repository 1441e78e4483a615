import { expect, test, type Page } from '@playwright/test';
import { getBytes, Wallet } from 'ethers';
import { expectAppPath } from './helpers';

test.use({ locale: 'en-US' });

// Hardhat's well-known test keys: they hold nothing of value.
const KEYS = {
  a: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  b: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
} as const;
type KeyName = keyof typeof KEYS;

const CONSENSUS_MAIN = '0x13488c5';
const PERMISSIONED_MAIN = '0x13881';

interface FakeWallet {
  uuid: string;
  name: string;
  rdns: string;
  /** The key that signs (a signature of another address when it differs from `account`). */
  key: KeyName;
  account?: KeyName;
  chainId: string;
  /** How many personal_sign requests the user rejects (4001) before signing. */
  rejectSigns?: number;
  /** How many eth_requestAccounts answer -32002 (already pending) first. */
  pendingConnects?: number;
}

interface Setup {
  wallets: FakeWallet[];
  /** The first wallet is also window.ethereum, as most extensions do. */
  injectFirst?: boolean;
  /** Announce through EIP-6963 (off: only window.ethereum). */
  announce?: boolean;
}

const icon = (letter: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d4ed8"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  ).toString('base64')}`;

/**
 * Injects EIP-1193 providers announced through EIP-6963. Signing happens in Node with an ethers
 * Wallet (page.exposeFunction), so the page never holds a key.
 */
async function installWallets(page: Page, setup: Setup) {
  await page.exposeFunction('__walletSign', (key: KeyName, hexMessage: string) =>
    new Wallet(KEYS[key]).signMessage(getBytes(hexMessage)),
  );
  const wallets = setup.wallets.map((w) => ({
    ...w,
    address: new Wallet(KEYS[w.account ?? w.key]).address,
    icon: icon(w.name[0] ?? 'W'),
  }));
  await page.addInitScript(
    ({ wallets, injectFirst, announce }) => {
      const w = window as unknown as Record<string, unknown>;
      const calls: Array<{ wallet: string; method: string; params?: unknown }> = [];
      w.__walletCalls = calls;
      const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
      const providers = wallets.map((wallet) => {
        const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
        const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((h) => h(value));
        let rejectSigns = wallet.rejectSigns ?? 0;
        let pendingConnects = wallet.pendingConnects ?? 0;
        const provider = {
          async request({ method, params }: { method: string; params?: unknown[] }) {
            calls.push({ wallet: wallet.uuid, method, params });
            switch (method) {
              case 'eth_requestAccounts':
                if (pendingConnects > 0) {
                  pendingConnects -= 1;
                  throw rpcError(-32002, 'Request of type eth_requestAccounts already pending');
                }
                return [wallet.address];
              case 'eth_accounts':
                return [wallet.address];
              case 'eth_chainId':
                return wallet.chainId;
              case 'personal_sign': {
                if (rejectSigns > 0) {
                  rejectSigns -= 1;
                  throw rpcError(4001, 'User rejected the request.');
                }
                const sign = w.__walletSign as (key: string, hex: string) => Promise<string>;
                return sign(wallet.key, (params as string[])[0] as string);
              }
              case 'wallet_switchEthereumChain': {
                const wanted = (params as Array<{ chainId: string }>)[0]?.chainId ?? '';
                wallet.chainId = wanted;
                setTimeout(() => emit('chainChanged', wanted), 0);
                return null;
              }
              default:
                throw rpcError(4200, `Unsupported method ${method}`);
            }
          },
          on(event: string, handler: (...args: unknown[]) => void) {
            if (!listeners.has(event)) listeners.set(event, new Set());
            listeners.get(event)?.add(handler);
          },
          removeListener(event: string, handler: (...args: unknown[]) => void) {
            listeners.get(event)?.delete(handler);
          },
        };
        return { wallet, provider };
      });
      if (injectFirst && providers[0]) w.ethereum = providers[0].provider;
      if (announce) {
        const announceAll = () => {
          for (const { wallet, provider } of providers) {
            const info = { uuid: wallet.uuid, name: wallet.name, icon: wallet.icon, rdns: wallet.rdns };
            window.dispatchEvent(
              new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
            );
          }
        };
        window.addEventListener('eip6963:requestProvider', announceAll);
        announceAll();
      }
    },
    { wallets, injectFirst: setup.injectFirst ?? true, announce: setup.announce ?? true },
  );
  return wallets;
}

const FOX: FakeWallet = {
  uuid: '8a0b5c4e-0000-4000-8000-000000000001',
  name: 'Fox Wallet',
  rdns: 'io.example.fox',
  key: 'a',
  chainId: PERMISSIONED_MAIN,
};
const HARBOR: FakeWallet = {
  uuid: '8a0b5c4e-0000-4000-8000-000000000002',
  name: 'Harbor Wallet',
  rdns: 'io.example.harbor',
  key: 'b',
  chainId: CONSENSUS_MAIN,
};

async function openWalletDialog(page: Page, path = '#/login') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
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
  await openWalletDialog(page, '#/login?redirect=/costCenter/orderMGT');
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
  await openWalletDialog(page, '#/login?redirect=https://evil.example/');
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
  await expect(page.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
});

test('window.ethereum alone (no EIP-6963) is still found', async ({ page }) => {
  await installWallets(page, { wallets: [FOX], announce: false });
  await openWalletDialog(page);
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
