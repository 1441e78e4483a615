import { test } from '@playwright/test';
import {
  deployTemplate,
  NO_BUILD_CHAINS,
  signInWithWallet,
  TEMPLATE_JOURNEYS,
  walletFailuresThenWrite,
} from './templateJourneys';

// The wallet's failures as a user meets them on a contract's Write panel (issue 29): declining in the
// wallet (EIP-1193 4001), then a transaction sent with too low a gas limit (mined, out of gas). Each
// gets its translated state, and the panel keeps working: the same write then goes through, the
// Read tab reads it. The steps are e2e/templateJourneys.ts's, which the nginx suite runs too
// (e2e-nginx/contracts.spec.ts).

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
  await walletFailuresThenWrite(page, drawer, erc20);
});
