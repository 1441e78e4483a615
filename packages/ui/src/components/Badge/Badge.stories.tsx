import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';
import { withMain } from '../../internal/withMain';

const meta = {
  decorators: [withMain],
  title: 'Data/Badge',
  component: Badge,
  args: { count: 5 },
  argTypes: {
    color: { control: 'inline-radio', options: ['danger', 'primary', 'success', 'warning', 'info'] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const BellButton = ({ label }: { label: string }) => (
  <button
    type="button"
    aria-label={label}
    style={{
      display: 'inline-flex',
      padding: 6,
      border: '1px solid #d0d4da',
      borderRadius: 4,
      background: '#fff',
    }}
  >
    <Bell size={18} aria-hidden="true" />
  </button>
);

export const Playground: Story = { tags: ['no-visual'], args: { children: <BellButton label="Messages" /> } };

/** Count, overflow, zero (hidden and shown), dot, colours and a standalone badge. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center', padding: 12 }}>
      <Badge count={5}>
        <BellButton label="Messages, 5 unread" />
      </Badge>
      <Badge count={120}>
        <BellButton label="Notices, 120 unread" />
      </Badge>
      <Badge count={0}>
        <BellButton label="Alerts, none unread" />
      </Badge>
      <Badge count={0} showZero>
        <BellButton label="Tasks, zero" />
      </Badge>
      <Badge dot>
        <BellButton label="Updates, something new" />
      </Badge>
      <Badge count={8} color="primary" />
      <Badge count={12} color="success" />
      <Badge count={3} color="warning" />
      <Badge count={1000} max={999} color="info" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 unread')).toBeInTheDocument();
    await expect(canvas.queryByText('0 unread')).toBeInTheDocument();
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center', padding: 12 }}>
      <Badge count={42}>
        <BellButton label="消息" />
      </Badge>
      <Badge count={100}>
        <BellButton label="通知" />
      </Badge>
      <Badge dot>
        <BellButton label="更新" />
      </Badge>
      <Badge count={7} color="primary" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('42 条未读')).toBeInTheDocument();
  },
};
