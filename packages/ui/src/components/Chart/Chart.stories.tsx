import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card';
import { BarChart, type BarChartDatum } from './BarChart';
import { LazyBarChart, LazyLineChart } from './LazyChart';
import { LineChart, type LineChartSeries } from './LineChart';
import { withMain } from '../../internal/withMain';

// Deterministic data: 14 days from a fixed date (UTC noon, so no time zone moves a day).
const days = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, 2, 1 + i, 12)));
const calls: LineChartSeries[] = [
  {
    key: 'core',
    name: 'Core chain',
    points: days.map((x, i) => ({ x, y: 42000 + ((i * 7919) % 23000) + i * 1800 })),
  },
  {
    key: 'open',
    name: 'Open consensus',
    points: days.map((x, i) => ({ x, y: 18000 + ((i * 4421) % 15000) })),
  },
];
const months: BarChartDatum[] = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
].map((label, i) => ({ label, value: 1200 + ((i * 3571) % 4200) }));
const isoDay = (x: Date) => x.toISOString().slice(5, 10);

const meta = {
  decorators: [withMain],
  title: 'Data/Chart',
  component: LineChart,
  args: { title: 'API calls per day', series: calls, formatX: isoDay },
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  render: (args) => (
    <Card title="API calls">
      <LineChart {...args} />
    </Card>
  ),
};

export const Bar: Story = {
  render: () => (
    <Card title="Monthly cost">
      <BarChart title="Monthly cost (¥)" valueName="Cost" data={months} />
    </Card>
  ),
};

/** Loading and empty states keep the chart's height. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <LineChart {...args} loading height={160} />
      <BarChart title="Monthly cost" data={[]} height={160} />
    </div>
  ),
};

/** Keyboard: Tab focuses the chart, arrows move the tooltip over the points, Esc hides it. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', {
      name: /^API calls per day: 14 data points, from 03-01 to 03-14/,
    });
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByText('03-01', { selector: 'strong' })).toBeInTheDocument());
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('03-14', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText('03-14', { selector: 'strong' })).not.toBeInTheDocument();
    // The same numbers are available as a table.
    await expect(canvas.getByRole('table', { name: 'API calls per day (Chart data)' })).toBeInTheDocument();
  },
};

/**
 * The lazy wrappers show a loading box of the chart's height and ask for the chart module once the
 * data is there and has been painted (a frame later).
 */
export const Lazy: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <LazyLineChart {...args} />
      <LazyBarChart title="Monthly cost" data={months} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /^Monthly cost: 12 data points/ }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('img', { name: /^API calls per day/ })).toBeInTheDocument();
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <Card title="每日调用次数">
        <LineChart {...args} title="每日调用次数" series={[{ ...calls[0]!, name: '核心链' }]} height={200} />
      </Card>
      <Card title="每月费用">
        <BarChart
          title="每月费用（元）"
          valueName="费用"
          data={months.slice(0, 6).map((d, i) => ({ ...d, label: `${i + 1}月` }))}
          height={200}
        />
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /^每日调用次数：14 个数据点/ }),
    ).toBeInTheDocument();
  },
};
