import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Statistic } from './Statistic';
import { withMain } from '../../internal/withMain';

const meta = {
  decorators: [withMain],
  title: 'Data/Statistic',
  component: Statistic,
  args: { title: 'Account balance', value: 112893.5, precision: 2, prefix: '¥' },
} satisfies Meta<typeof Statistic>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

/** Formatting, prefix/suffix, trends (a rise in cost is bad: `positiveTrend="down"`) and loading. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
      <Card>
        <Statistic title="Account balance" value={112893.5} precision={2} prefix="¥" />
      </Card>
      <Card>
        <Statistic title="API calls today" value={1284031} trend="up" trendValue="12.5%" />
      </Card>
      <Card>
        <Statistic title="Active services" value={8} suffix="/ 10" trend="down" trendValue="1" />
      </Card>
      <Card>
        <Statistic
          title="Spend this month"
          value={3240.8}
          precision={2}
          prefix="¥"
          trend="up"
          trendValue="4%"
          positiveTrend="down"
        />
      </Card>
      <Card>
        <Statistic title="Uptime" value="99.99%" />
      </Card>
      <Card>
        <Statistic title="Open work orders" value={0} loading />
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,284,031')).toBeInTheDocument();
    await expect(canvas.getAllByText('Up')).toHaveLength(2);
    await expect(canvas.getByText('Down')).toBeInTheDocument();
    // The placeholder is one line of the value: the figure takes its place without moving what is
    // below (a layout shift on the console home, 0.034 in Lighthouse, before).
    const loading = canvasElement.querySelector('[aria-busy="true"]')!.getBoundingClientRect().height;
    const loaded = canvas.getByText('99.99%').parentElement!.getBoundingClientRect().height;
    await expect(Math.abs(loading - loaded)).toBeLessThan(0.5);
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <div style={{ display: 'flex', gap: 48 }}>
      <Statistic title="账户余额" value={112893.5} precision={2} prefix="¥" />
      <Statistic title="今日调用次数" value={1284031} trend="up" trendValue="12.5%" />
      <Statistic
        title="本月消费"
        value={3240.8}
        precision={2}
        prefix="¥"
        trend="down"
        trendValue="3%"
        positiveTrend="down"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('上升')).toBeInTheDocument();
  },
};
