import { test } from '@playwright/test';
import {
  closeAndSeeListed,
  deployTemplate,
  NO_BUILD_CHAINS,
  signInWithWallet,
  TEMPLATE_JOURNEYS,
  writeReadAndSeeEvent,
} from './templateJourneys';

// Each of the six templates deployed both ways on a real chain (issue 29): by the platform (the
// in-browser demo backend with the platform's key), then with the fake EIP-6963 wallet; each time a
// write through the wallet, a read showing it and the write's event decoded. One signed-in page per
// template. The table and its steps are e2e/templateJourneys.ts, which the nginx suite runs too
// against the HTTP API (e2e-nginx/contracts.spec.ts). The permissioned chain, which the journeys that
// stop a chain's mining (contract-deploy.spec.ts) leave alone.

test.use({ locale: 'en-US' });
test.setTimeout(180_000);

test.skip(NO_BUILD_CHAINS, 'VITE_CHAIN_RPC_URLS names no chains: nothing to deploy to');

for (const journey of TEMPLATE_JOURNEYS) {
  test(`admin: ${journey.id} deployed by the platform and with the wallet, written, read, its event seen, listed`, async ({
    page,
  }) => {
    await signInWithWallet(page);
    for (const way of ['platform', 'wallet'] as const) {
      const name = `${journey.id} by ${way}`;
      const drawer = await deployTemplate(page, journey, way, name, /Open permissioned chain/);
      await writeReadAndSeeEvent(drawer, journey);
      await closeAndSeeListed(page, drawer, name, /Open permissioned chain/);
    }
  });
}
