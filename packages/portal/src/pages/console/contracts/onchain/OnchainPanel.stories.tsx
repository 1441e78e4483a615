import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Abi, AbiFunction, ChainFailure, TransactionState } from '../../../../chains/contractCalls';
import { sentTxKey, type SentRecord } from '../../../../chains/pendingTx';
import counter from '../../../../chains/testing/Counter.json';
import type { OnchainApi, OnchainContract, WalletChoice } from './onchainApi';
import OnchainPanel from './OnchainPanel';

// Storybook has no chain: the panel gets a stub api answering from fixed data (the real one is
// tested against anvil in OnchainPanel.test.tsx).
const ADDRESS = '0x8464135c8F25Da09e49BC8782676a84730C318bC';
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEPLOY_TX = `0x${'1a'.repeat(32)}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, 'c')}`;

const contract: OnchainContract = {
  chainCode: 'ScOcc03001',
  network: 'mainnet',
  chainId: '0x13881',
  address: ADDRESS,
  abi: counter.abi as Abi,
  txHash: DEPLOY_TX,
  blockNumber: 1,
  deployer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  deployedBytecode: counter.deployedBytecode,
};

const wallet: WalletChoice = {
  id: 'story',
  name: 'Story Wallet',
  icon: undefined,
  provider: { request: () => Promise.resolve(null) },
};

const READS: Record<string, unknown[]> = {
  'count()': [7n],
  'label()': ['Batch 2026-11'],
  'sum(uint256[])': [6n, 3n],
};

function stubApi(overrides: Partial<OnchainApi> = {}): OnchainApi {
  return {
    read: (fn: AbiFunction) =>
      Promise.resolve({ outputs: fn.outputs.map((param, i) => ({ param, value: READS[fn.key]?.[i] })) }),
    events: () =>
      Promise.resolve([
        {
          key: 'e2',
          name: 'Changed',
          args: [
            { param: { name: 'by', type: 'address' }, value: USER },
            { param: { name: 'count', type: 'uint256' }, value: 7n },
            { param: { name: 'label', type: 'string' }, value: 'Batch 2026-11' },
          ],
          topics: [],
          data: '0x',
          blockNumber: 3,
          transactionHash: hash(2),
          logIndex: 0,
        },
        {
          key: 'e1',
          name: undefined,
          args: [],
          topics: [`0x${'ab'.repeat(32)}`],
          data: '0x01',
          blockNumber: 2,
          transactionHash: hash(1),
          logIndex: 0,
        },
      ]),
    code: () => Promise.resolve('matched'),
    receipt: (h: string): Promise<TransactionState> =>
      Promise.resolve(
        h === hash(3)
          ? { status: 'pending' }
          : h === hash(4)
            ? { status: 'unknown' }
            : h === hash(5)
              ? {
                  status: 'failed',
                  blockNumber: 4,
                  gasUsed: '30000',
                  gasLimit: '30000',
                  from: USER,
                  failure: { kind: 'outOfGas' },
                }
              : {
                  status: 'success',
                  blockNumber: h === DEPLOY_TX ? 1 : 3,
                  gasUsed: '45210',
                  gasLimit: '52000',
                  from: USER,
                },
      ),
    wallets: () => Promise.resolve([wallet]),
    send: () => Promise.resolve({ hash: hash(2), from: USER, gasLimit: '52000' }),
    switchChain: () => Promise.resolve('switched'),
    describe: (error: unknown) => error as ChainFailure,
    ...overrides,
  };
}

const refuse = (failure: ChainFailure) => () => Promise.reject(failure);

const meta = {
  title: 'Pages/Console/Contracts/On chain',
  component: OnchainPanel,
  args: { contract, chainName: 'Permissioned chain', api: stubApi() },
  parameters: { visual: { viewport: { width: 640, height: 900 } } },
} satisfies Meta<typeof OnchainPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Read tab: the functions without inputs show their value at once; the code matches. */
export const Read: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Matches the deployed code')).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Result of label' })).toHaveTextContent(
      'Batch 2026-11',
    );
  },
};

export const ReadChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('与部署时的代码一致')).toBeVisible();
  },
};

/** A field checked by its Solidity type before anything is sent. */
export const ReadInvalidInput: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(/3\. sum/));
    const form = canvas.getByRole('form', { name: 'sum(uint256[])' });
    await userEvent.type(within(form).getByRole('textbox'), '[[1, -2]');
    await userEvent.click(within(form).getByRole('button', { name: 'Query' }));
    await expect(
      await within(form).findByText(
        'Enter a number from 0 to 115792089237316195423570985008687907853269984665640564039457584007913129639935 (uint256)',
      ),
    ).toBeVisible();
  },
};

async function writeAdd(canvasElement: HTMLElement, value: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByText(/1\. add/));
  const form = canvas.getByRole('form', { name: 'add(uint256)' });
  await userEvent.type(within(form).getByRole('textbox'), value);
  await userEvent.click(within(form).getByRole('button', { name: 'Write' }));
  return within(form);
}

/** Sent through the wallet: the transaction's status under the function. */
export const WriteSent: Story = {
  args: { initialTab: 'write', initialWallet: wallet },
  play: async ({ canvasElement }) => {
    const form = await writeAdd(canvasElement, '5');
    await expect(await form.findByText('Succeeded')).toBeVisible();
  },
};

export const WriteReverted: Story = {
  args: {
    initialTab: 'write',
    initialWallet: wallet,
    api: stubApi({ send: refuse({ kind: 'reverted', reason: 'TooLarge(5000, 1000)' }) }),
  },
  play: async ({ canvasElement }) => {
    const form = await writeAdd(canvasElement, '5000');
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'The contract refused the call (reverted): TooLarge(5000, 1000)',
    );
  },
};

export const WriteWrongChain: Story = {
  args: {
    initialTab: 'write',
    initialWallet: wallet,
    api: stubApi({ send: refuse({ kind: 'wrongChain', walletChainId: '0x1' }) }),
  },
  play: async ({ canvasElement }) => {
    const form = await writeAdd(canvasElement, '1');
    await expect(await form.findByRole('button', { name: 'Switch to Permissioned chain' })).toBeVisible();
  },
};

export const WriteDeclinedChinese: Story = {
  globals: { locale: 'zh' },
  args: { initialTab: 'write', initialWallet: wallet, api: stubApi({ send: refuse({ kind: 'rejected' }) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(/1\. add/));
    const form = within(canvas.getByRole('form', { name: 'add(uint256)' }));
    await userEvent.type(form.getByRole('textbox'), '1');
    await userEvent.click(form.getByRole('button', { name: '写入' }));
    await expect(await form.findByText('您在钱包中拒绝了请求，未发送任何交易。')).toBeVisible();
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

export const WriteNoWallet: Story = {
  args: { initialTab: 'write', api: stubApi({ wallets: () => Promise.resolve([]) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect a wallet to write' }));
    await expect(await canvas.findByText(/No browser wallet was found/)).toBeVisible();
  },
};

export const Events: Story = {
  args: { initialTab: 'events' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Events, newest first' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Event not in the ABI')).toBeVisible();
  },
};

const sent: SentRecord[] = [3, 4, 5, 2].map((n) => ({
  hash: hash(n),
  functionKey: n === 5 ? 'spin()' : 'add(uint256)',
  from: USER,
  sentAt: '2026-03-01T08:00:00.000Z',
}));

/** Sent from this page before a reload: pending (for long), not found, out of gas, succeeded; then the deployment. */
export const Transactions: Story = {
  args: { initialTab: 'transactions' },
  beforeEach: () => {
    localStorage.setItem(sentTxKey(contract.chainId, ADDRESS), JSON.stringify(sent));
    return () => localStorage.removeItem(sentTxKey(contract.chainId, ADDRESS));
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Transactions, newest first' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    await expect(await within(list).findByText('Pending for long')).toBeVisible();
    await expect(within(list).getByText(/ran out of gas/)).toBeVisible();
    await expect(within(list).getByText('Not found on the chain')).toBeVisible();
  },
};

export const Unreachable: Story = {
  args: {
    api: stubApi({
      read: refuse({ kind: 'unreachable' }),
      code: refuse({ kind: 'unreachable' }),
      events: refuse({ kind: 'unreachable' }),
      receipt: refuse({ kind: 'unreachable' }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not checked')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/cannot be reached/).length).toBeGreaterThanOrEqual(3));
  },
};

export const CodeDifferent: Story = {
  tags: ['no-visual'],
  args: { api: stubApi({ code: () => Promise.resolve('different') }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Differs from the deployed code')).toBeVisible();
  },
};
