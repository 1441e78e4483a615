import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageDecorator } from '../stories/pageStory';
import {
  AddressDetails,
  BlockDetails,
  LatestBlocks,
  TransactionDetails,
  type ExplorerTarget,
} from './panels';
import type { BlockView, TxView } from './reads';

// The chain browser's panels in each state, from props: Storybook has no chain (the reads are
// tested against the production pair in e2e-nginx/explorer.spec.ts). The time is fixed, so the ages
// are the same on every run.
const NOW = Date.UTC(2026, 10, 29, 8, 0, 0);
const HASH = (n: number) => `0x${n.toString(16).padStart(64, 'a')}`;
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A65C118F732a73BcA31B0d7';
const linkTo = (target: ExplorerTarget) =>
  `?${new URLSearchParams(target as Record<string, string>).toString()}`;

const blocks = Array.from({ length: 6 }, (_, i) => ({
  number: 1204 - i,
  hash: HASH(1204 - i),
  time: NOW - (i * 12 + 4) * 1000,
  txCount: i % 3,
  gasUsed: String(i % 3 === 0 ? 0 : 51_234 * (i % 3)),
  gasLimit: '30000000',
}));

const block: BlockView = {
  ...blocks[1]!,
  txCount: 2,
  parentHash: HASH(1202),
  miner: '0x0000000000000000000000000000000000000000',
  baseFeeGwei: '0.875',
  transactions: [HASH(1), HASH(2)],
};

const tx: TxView = {
  hash: HASH(1),
  status: 'success',
  blockNumber: 1203,
  from: OWNER,
  to: TOKEN,
  created: null,
  value: '0.0',
  gasUsed: '51234',
  gasLimit: '60000',
  gasPrice: '1.5',
  nonce: 7,
  input: `0xa9059cbb${'0'.repeat(24)}${OTHER.slice(2).toLowerCase()}${(25).toString(16).padStart(64, '0')}`,
  call: {
    name: 'transfer',
    signature: 'transfer(address,uint256)',
    contract: 'ChainportalERC20',
    args: [
      { name: 'to', type: 'address', value: OTHER },
      { name: 'value', type: 'uint256', value: '25' },
    ],
  },
  events: [
    {
      index: 0,
      address: TOKEN,
      topics: [HASH(3), HASH(4), HASH(5)],
      data: `0x${(25).toString(16).padStart(64, '0')}`,
      name: 'Transfer',
      signature: 'Transfer(address,address,uint256)',
      contract: 'Loyalty points',
      args: [
        { name: 'from', type: 'address', value: OWNER },
        { name: 'to', type: 'address', value: OTHER },
        { name: 'value', type: 'uint256', value: '25' },
      ],
    },
    { index: 1, address: OTHER, topics: [HASH(6)], data: '0x01', args: [] },
  ],
  records: [{ id: 3, name: 'Loyalty points', address: TOKEN.toLowerCase() }],
};

const meta = {
  title: 'Portal/Explorer',
  decorators: [pageDecorator({ path: '/explorer' })],
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const LatestLoading: Story = {
  render: () => <LatestBlocks loading linkTo={linkTo} now={NOW} />,
};
export const LatestEmpty: Story = {
  render: () => <LatestBlocks blocks={[]} linkTo={linkTo} now={NOW} />,
};
export const LatestUnreachable: Story = {
  render: () => <LatestBlocks failure="unreachable" onRetry={() => {}} linkTo={linkTo} now={NOW} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(/cannot be reached/);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const LatestBlocksList: Story = {
  render: () => <LatestBlocks blocks={blocks} linkTo={linkTo} now={NOW} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: '#1,204' })).toHaveAttribute('href', '/explorer?block=1204');
    await expect(page.getByRole('row', { name: /#1,203/ })).toHaveTextContent(/16 s ago/);
  },
};

export const BlockLoading: Story = {
  render: () => <BlockDetails number={1203} loading linkTo={linkTo} now={NOW} />,
};
export const BlockNotFound: Story = {
  render: () => <BlockDetails number={99999} block={null} linkTo={linkTo} now={NOW} />,
};
export const BlockWithTransactions: Story = {
  render: () => <BlockDetails number={1203} block={block} linkTo={linkTo} now={NOW} />,
};
export const BlockEmpty: Story = {
  render: () => (
    <BlockDetails
      number={1203}
      block={{ ...block, txCount: 0, transactions: [] }}
      linkTo={linkTo}
      now={NOW}
    />
  ),
};

export const TransactionLoading: Story = {
  render: () => <TransactionDetails hash={HASH(1)} loading linkTo={linkTo} />,
};
export const TransactionDecoded: Story = {
  render: () => <TransactionDetails hash={HASH(1)} tx={tx} linkTo={linkTo} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const transfer = page.getByRole('listitem', { name: 'Event 0: Transfer' });
    await expect(
      within(transfer)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['from (address)', 'to (address)', 'value (uint256)']);
    await expect(page.getByRole('listitem', { name: 'Event 1: Unknown event' })).toHaveTextContent(
      /topic0: 0x/,
    );
  },
};
export const TransactionRaw: Story = {
  render: () => (
    <TransactionDetails
      hash={HASH(1)}
      tx={{ ...tx, call: undefined, events: [], records: [] }}
      linkTo={linkTo}
    />
  ),
};
export const TransactionNotFound: Story = {
  render: () => <TransactionDetails hash={HASH(9)} tx={null} linkTo={linkTo} />,
};
export const TransactionUnreachable: Story = {
  render: () => (
    <TransactionDetails hash={HASH(1)} failure="unreachable" onRetry={() => {}} linkTo={linkTo} />
  ),
};

export const AddressContractWithRecord: Story = {
  render: () => (
    <AddressDetails
      address={TOKEN}
      info={{ address: TOKEN, balance: '0.0', isContract: true, codeSize: 4821, sent: 1 }}
      record={{ id: 3, name: 'Loyalty points', address: TOKEN.toLowerCase() }}
      recordHref={(record) => `/contractmanage/mycontract?open=${record.id}`}
    />
  ),
};
export const AddressAccount: Story = {
  render: () => (
    <AddressDetails
      address={OWNER}
      info={{ address: OWNER, balance: '9999.9831', isContract: false, codeSize: 0, sent: 12 }}
    />
  ),
};
export const AddressLoading: Story = {
  render: () => <AddressDetails address={OWNER} loading />,
};
