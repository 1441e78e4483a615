import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, CircleX } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Timeline, type TimelineItem } from './Timeline';
import { withMain } from '../../internal/withMain';

const items: TimelineItem[] = [
  { key: '1', time: '2026-03-14 09:30', content: 'Work order created', color: 'primary' },
  { key: '2', time: '2026-03-14 10:05', content: 'Assigned to support engineer Li', color: 'default' },
  { key: '3', time: '2026-03-14 11:20', content: 'Waiting for your reply', color: 'warning' },
  {
    key: '4',
    time: '2026-03-15 08:00',
    content: 'Deployment failed: quota exceeded',
    color: 'danger',
    dot: <CircleX aria-hidden="true" />,
  },
  {
    key: '5',
    time: '2026-03-15 09:12',
    content: 'Resolved',
    color: 'success',
    dot: <CircleCheck aria-hidden="true" />,
  },
];

const meta = {
  decorators: [withMain],
  title: 'Data/Timeline',
  component: Timeline,
  args: { items, 'aria-label': 'Work order history' },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

/** Every dot colour, custom icon dots, and times. */
export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const entries = within(canvasElement).getAllByRole('listitem');
    await expect(entries).toHaveLength(5);
    await expect(entries[0]).toHaveTextContent('2026-03-14 09:30Work order created');
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    'aria-label': '工单记录',
    items: [
      { key: '1', time: '2026-03-14 09:30', content: '工单已创建' },
      { key: '2', time: '2026-03-14 10:05', content: '已分配给技术支持', color: 'default' },
      { key: '3', time: '2026-03-15 09:12', content: '已解决', color: 'success' },
    ],
  },
};
