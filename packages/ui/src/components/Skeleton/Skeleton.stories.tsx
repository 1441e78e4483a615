import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { withMain } from '../../internal/withMain';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  decorators: [withMain],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text lines, with an avatar, and a block. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32, width: 560 }}>
      <Skeleton />
      <Skeleton avatar rows={2} />
      <Skeleton variant="block" height={96} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const busy = within(canvasElement).getAllByRole('status');
    await expect(busy).toHaveLength(3);
    for (const placeholder of busy) await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(busy[0]).toHaveTextContent('Loading content');
  },
};

/** When loading ends, the content replaces the placeholder. */
export const Loaded: Story = {
  tags: ['no-visual'],
  args: { loading: false, children: <p>Node service · running</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText('Node service · running')).toBeInTheDocument();
  },
};

/** Chinese under the purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { avatar: true, rows: 2 },
  parameters: { visual: { viewport: { width: 480, height: 200 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('内容加载中');
  },
};
