import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChainStatus } from './ChainStatus';

const figures = [
  { id: 'block', label: 'Latest block', value: '#1,024,377' },
  { id: 'age', label: 'Age', value: '8 s ago' },
  { id: 'gas', label: 'Gas price', value: '1.5 Gwei' },
];

const meta = {
  title: 'Patterns/ChainStatus',
  component: ChainStatus,
  args: {
    'aria-label': 'ScOcc02001 live status',
    name: 'ScOcc02001',
    state: 'live',
    stateLabel: 'Live',
    figures,
  },
} satisfies Meta<typeof ChainStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read on the last refresh: the latest block, its age and the gas price. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('group', { name: 'ScOcc02001 live status' });
    await expect(status).toHaveTextContent('Live');
    await expect(within(status).getByText('#1,024,377')).toBeVisible();
    await expect(within(status).getByText('1.5 Gwei')).toBeVisible();
  },
};

/** The last refresh failed: the figures of the read before, and when that was. */
export const Stale: Story = {
  args: {
    state: 'stale',
    stateLabel: 'Not answering',
    figures: [
      { id: 'block', label: 'Latest block', value: '#1,024,301' },
      { id: 'age', label: 'Age', value: '3 min ago' },
      { id: 'gas', label: 'Gas price', value: '1.5 Gwei' },
    ],
    note: 'These figures were read 2 minutes ago; the chain has not answered since.',
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('group', { name: 'ScOcc02001 live status' });
    await expect(within(status).getByText('#1,024,301')).toBeVisible();
    await expect(within(status).getByText(/has not answered since/)).toBeVisible();
  },
};

/** Nothing could be read: no figures, only what it means. */
export const Unreachable: Story = {
  args: {
    state: 'unreachable',
    stateLabel: 'Cannot be reached',
    note: 'The chain did not answer. The rest of the page works as usual.',
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('group', { name: 'ScOcc02001 live status' });
    await expect(status).toHaveTextContent('Cannot be reached');
    await expect(within(status).queryByText('Latest block')).toBeNull();
  },
};

/** The deployment gives no address for the chain. */
export const NotConfigured: Story = {
  args: { state: 'notConfigured', stateLabel: 'Live status not available' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('group', { name: 'ScOcc02001 live status' });
    await expect(status).toHaveTextContent('Live status not available');
    await expect(within(status).queryByText('Gas price')).toBeNull();
  },
};

/** The first read is under way: dashes hold the figures' place. */
export const Loading: Story = {
  args: { state: 'loading', stateLabel: 'Reading the chain…' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('group', { name: 'ScOcc02001 live status' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(status).getAllByText('—')).toHaveLength(3);
  },
};

/** In Chinese, on the purple theme. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    'aria-label': 'ScOcc02001 实时状态',
    stateLabel: '运行中',
    figures: [
      { id: 'block', label: '最新区块', value: '#1,024,377' },
      { id: 'age', label: '出块时间', value: '8 秒前' },
      { id: 'gas', label: 'Gas 价格', value: '1.5 Gwei' },
    ],
  },
};
