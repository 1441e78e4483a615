import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';
import { withMain } from '../../internal/withMain';

const meta = {
  decorators: [withMain],
  title: 'Data/Card',
  component: Card,
  args: { title: 'Account balance', children: '¥ 12,480.00 available' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

/** Title with extra, actions, loading placeholder, no border and a body-only card. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 16 }}>
      <Card
        title="Account balance"
        extra={
          <Button variant="link" size="small">
            Recharge
          </Button>
        }
        actions={[
          <Button key="orders" variant="link" size="small">
            Orders
          </Button>,
          <Button key="invoices" variant="link" size="small">
            Invoices
          </Button>,
        ]}
      >
        ¥ 12,480.00 available
      </Card>
      <Card title="My services" loading>
        Never shown while loading
      </Card>
      <Card title="No border" bordered={false}>
        A card with a light shadow instead of a border.
      </Card>
      <Card>A card with only a body.</Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account balance' })).toBeInTheDocument();
    const loading = canvas.getByRole('region', { name: 'My services' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading…');
    await expect(loading).not.toHaveTextContent('Never shown');
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 16 }}>
      <Card
        title="账户余额"
        extra={
          <Button variant="link" size="small">
            充值
          </Button>
        }
        actions={[
          <Button key="a" variant="link" size="small">
            订单
          </Button>,
          <Button key="b" variant="link" size="small">
            发票
          </Button>,
        ]}
      >
        可用余额 ¥ 12,480.00
      </Card>
      <Card title="我的服务" loading />
    </div>
  ),
};
