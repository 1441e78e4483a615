import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusTag, Tag, type StatusTagEntry } from './Tag';
import { withMain } from '../../internal/withMain';

const meta = {
  decorators: [withMain],
  title: 'Data/Tag',
  component: Tag,
  args: { children: 'Mainnet', onClose: fn() },
  argTypes: {
    color: {
      control: 'inline-radio',
      options: ['default', 'primary', 'success', 'warning', 'danger', 'info'],
    },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

type OrderStatus = 'paid' | 'pending' | 'cancelled' | 'refunded' | 'processing';
const orderStatus: Record<OrderStatus, StatusTagEntry> = {
  paid: { color: 'success', label: 'Paid' },
  pending: { color: 'warning', label: 'Awaiting payment' },
  cancelled: { color: 'danger', label: 'Cancelled' },
  refunded: { color: 'info', label: 'Refunded' },
  processing: { color: 'primary', label: 'Processing' },
};

export const Playground: Story = { tags: ['no-visual'] };

/** Every colour, with an icon, closable, and a StatusTag per order state. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Tag>Default</Tag>
        <Tag color="primary">Primary</Tag>
        <Tag color="success">Success</Tag>
        <Tag color="warning">Warning</Tag>
        <Tag color="danger">Danger</Tag>
        <Tag color="info">Info</Tag>
        <Tag color="success" icon={<CircleCheck aria-hidden="true" />}>
          Verified
        </Tag>
        <Tag {...args} closable color="primary">
          Mainnet
        </Tag>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {(Object.keys(orderStatus) as OrderStatus[]).map((status) => (
          <StatusTag key={status} status={status} statusMap={orderStatus} />
        ))}
      </div>
    </div>
  ),
};

/** Keyboard: Tab reaches the close button, which is named after the tag; Enter removes it. */
export const Closable: Story = {
  tags: ['no-visual'],
  args: { closable: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const close = within(canvasElement).getByRole('button', { name: 'Remove Mainnet' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag color="primary">主链</Tag>
      <StatusTag status="paid" statusMap={{ paid: { color: 'success', label: '已支付' } }} />
      <StatusTag status="pending" statusMap={{ pending: { color: 'warning', label: '待支付' } }} />
      <Tag {...args} closable>
        测试链
      </Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '移除 测试链' })).toBeInTheDocument();
  },
};
