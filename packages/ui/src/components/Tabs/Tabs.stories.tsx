import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Tabs, type TabsItem } from './Tabs';
import { withMain } from '../../internal/withMain';

const items: TabsItem[] = [
  { value: 'overview', label: 'Overview', content: 'Service overview: 3 nodes running.' },
  { value: 'nodes', label: 'Nodes', content: 'Node list.' },
  { value: 'billing', label: 'Billing', content: 'Billing details.', disabled: true },
  { value: 'logs', label: 'Logs', content: 'Recent logs.' },
];

const meta = {
  decorators: [withMain],
  title: 'Data/Tabs',
  component: Tabs,
  args: { items, 'aria-label': 'Service sections', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'card'] } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

/** Line and card styles, one disabled tab, and an extra action in the bar. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Tabs {...args} aria-label="Line tabs" />
      <Tabs
        {...args}
        aria-label="Card tabs"
        variant="card"
        defaultValue="nodes"
        extra={
          <Button size="small" variant="primary">
            Add node
          </Button>
        }
      />
    </div>
  ),
};

/** Keyboard: arrows move and activate tabs, skipping the disabled one; Home/End jump; Tab enters the panel. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const nodes = canvas.getByRole('tab', { name: 'Nodes' });
    await expect(nodes).toHaveFocus();
    await expect(nodes).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Node list.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Logs' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('overview');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Tabs
        aria-label="服务"
        items={[
          { value: 'a', label: '概览', content: '服务概览' },
          { value: 'b', label: '节点', content: '节点列表' },
          { value: 'c', label: '账单', content: '账单详情' },
        ]}
      />
      <Tabs
        aria-label="订单"
        variant="card"
        items={[
          { value: 'a', label: '全部订单', content: '全部' },
          { value: 'b', label: '待支付', content: '待支付' },
        ]}
      />
    </div>
  ),
};
