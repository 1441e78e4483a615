import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Empty } from './Empty';
import { withMain } from '../../internal/withMain';

const meta = {
  title: 'Feedback/Empty',
  component: Empty,
  decorators: [withMain],
} satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default, with an action, small, and without a picture. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16, alignItems: 'start' }}>
      <Empty />
      <Empty description="No services yet">
        <Button variant="primary">Create service</Button>
      </Empty>
      <Empty size="small" />
      <Empty image={null} description="Nothing matches your search." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No data')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Create service' })).toBeInTheDocument();
  },
};

/** Chinese under the purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <Empty>
      <Button variant="primary">创建服务</Button>
    </Empty>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};
