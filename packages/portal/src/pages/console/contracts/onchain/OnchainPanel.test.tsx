import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContractFactory, JsonRpcProvider, Network, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Abi } from '../../../../chains/contractCalls';
import counter from '../../../../chains/testing/Counter.json';
import { anvilProvider, DEV_KEYS, startAnvil, type Anvil } from '../../../../chains/testing/anvil';
import { devWallet, type DevWallet } from '../../../../chains/testing/devWallet';
import { liveOnchainApi } from './liveApi';
import type { OnchainContract } from './onchainApi';
import OnchainPanel from './OnchainPanel';

// The panel against a real chain: anvil on this file's own port, a Counter deployed with ethers,
// and an EIP-1193 wallet signing with anvil's development key #0.
const PORT = 21546;
const CHAIN_ID = '0x13881';

let anvil: Anvil;
let provider: JsonRpcProvider;
let contract: OnchainContract;

beforeAll(async () => {
  anvil = await startAnvil(PORT, Number(CHAIN_ID));
  provider = anvilProvider(anvil, CHAIN_ID);
  const factory = new ContractFactory(counter.abi, counter.bytecode, new Wallet(DEV_KEYS[1], provider));
  const deployed = await factory.deploy('first');
  await deployed.waitForDeployment();
  const receipt = await deployed.deploymentTransaction()?.wait();
  contract = {
    chainCode: 'ScOcc03001',
    network: 'mainnet',
    chainId: CHAIN_ID,
    address: await deployed.getAddress(),
    abi: counter.abi as Abi,
    txHash: receipt?.hash ?? null,
    blockNumber: receipt?.blockNumber ?? null,
    deployer: receipt?.from ?? null,
    deployedBytecode: counter.deployedBytecode,
  };
}, 30_000);

afterAll(async () => {
  provider?.destroy();
  await anvil?.stop();
});

function renderPanel(wallet: DevWallet, overrides: Partial<OnchainContract> = {}, node = provider) {
  const shown = { ...contract, ...overrides };
  const api = liveOnchainApi(shown, 'Permissioned chain', {
    provider: () => Promise.resolve(node),
    wallets: () => Promise.resolve([{ id: 'dev', name: 'Dev wallet', icon: undefined, provider: wallet }]),
  });
  return render(<OnchainPanel contract={shown} chainName="Permissioned chain" api={api} />);
}

// The chain answers within seconds on a loaded machine: the waits allow for it.
const CHAIN = { timeout: 20_000 };

const functionForm = (key: string) => screen.getByRole('form', { name: key });

async function write(user: ReturnType<typeof userEvent.setup>, key: string, value: string) {
  const form = functionForm(key);
  const field = within(form).getByRole('textbox');
  await user.clear(field);
  await user.type(field, value);
  await user.click(within(form).getByRole('button', { name: 'Write' }));
}

describe('the on-chain panel on anvil', { timeout: 90_000 }, () => {
  it('reads, writes through the wallet, and the read and the events show the change', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const wallet = devWallet(DEV_KEYS[0], anvil.url, CHAIN_ID);
    renderPanel(wallet);

    expect(await screen.findByText('Matches the deployed code', {}, CHAIN)).toBeInTheDocument();
    const label = await screen.findByRole('group', { name: 'Result of label' }, CHAIN);
    expect(label).toHaveTextContent('first');
    expect(await screen.findByRole('group', { name: 'Result of count' }, CHAIN)).toHaveTextContent('0');

    await user.click(screen.getByRole('tab', { name: 'Write (3)' }));
    await user.click(screen.getByText(/1\. add/));
    await write(user, 'add(uint256)', '7');
    expect(await within(functionForm('add(uint256)')).findByText('Succeeded', {}, CHAIN)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Read (3)' }));
    await waitFor(
      () => expect(screen.getByRole('group', { name: 'Result of count' })).toHaveTextContent('7'),
      CHAIN,
    );

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    const events = await screen.findByRole('list', { name: 'Events, newest first' }, CHAIN);
    const changed = within(events).getAllByRole('listitem')[0] as HTMLElement;
    expect(changed).toHaveTextContent('Changed');
    expect(within(changed).getByRole('group', { name: 'Changed' })).toHaveTextContent(
      `by (address)${wallet.address}`,
    );
    expect(within(changed).getByRole('group', { name: 'Changed' })).toHaveTextContent('count (uint256)7');

    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    const txs = await screen.findByRole('list', { name: 'Transactions, newest first' });
    const rows = within(txs).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('h4')?.textContent)).toEqual([
      'Succeededadd(uint256)',
      'SucceededDeployment',
    ]);
  });

  it('a revert shows its reason; declining is quiet; a wallet on another chain is offered the switch', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const wallet = devWallet(DEV_KEYS[0], anvil.url, CHAIN_ID);
    wallet.chainId = '0x13488c5';
    renderPanel(wallet);
    await user.click(screen.getByRole('tab', { name: 'Write (3)' }));

    await write(user, 'add(uint256)', '3');
    const form = functionForm('add(uint256)');
    expect(await within(form).findByRole('alert', {}, CHAIN)).toHaveTextContent(
      'Your wallet is on another chain. Switch it to Permissioned chain to send this transaction.',
    );
    await user.click(within(form).getByRole('button', { name: 'Switch to Permissioned chain' }));
    expect(await within(form).findByText('Succeeded', {}, CHAIN)).toBeInTheDocument();
    expect(wallet.chainId).toBe(CHAIN_ID);

    await write(user, 'add(uint256)', '0');
    expect(await within(form).findByRole('alert', {}, CHAIN)).toHaveTextContent(
      'The contract refused the call (reverted): Nothing to add',
    );
    await write(user, 'add(uint256)', '5000');
    await waitFor(
      () => expect(within(form).getByRole('alert')).toHaveTextContent('reverted): TooLarge(5000, 1000)'),
      CHAIN,
    );

    wallet.declineNext = 1;
    await write(user, 'add(uint256)', '1');
    expect(
      await within(form).findByText('You declined in the wallet. Nothing was sent.', {}, CHAIN),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('the code on chain differs from the recorded one', async () => {
    localStorage.clear();
    const wallet = devWallet(DEV_KEYS[0], anvil.url, CHAIN_ID);
    renderPanel(wallet, { deployedBytecode: counter.deployedBytecode.replace(/^0x6080/, '0x6081') });
    expect(await screen.findByText('Differs from the deployed code', {}, CHAIN)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('is not what the platform recorded at deployment');
  });

  it('a chain that cannot be reached: each part says so, the tabs still work', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const down = new JsonRpcProvider('http://127.0.0.1:9', undefined, {
      staticNetwork: new Network('test', BigInt(CHAIN_ID)),
    });
    renderPanel(devWallet(DEV_KEYS[0], anvil.url, CHAIN_ID), {}, down);
    expect(await screen.findByText('Not checked', {}, CHAIN)).toBeInTheDocument();
    const unreachable =
      "The chain's node cannot be reached. The rest of this page still works; try again in a moment.";
    await waitFor(() => expect(screen.getAllByText(unreachable).length).toBeGreaterThanOrEqual(3), CHAIN);
    await user.click(screen.getByRole('tab', { name: 'Events' }));
    // The code check's notice above the tabs says it too: the events tab must say it in its own panel.
    const events = screen.getByRole('tabpanel', { name: 'Events' });
    expect(await within(events).findByText(unreachable, {}, CHAIN)).toBeInTheDocument();
    down.destroy();
  });
});
