import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ProgressBar } from './ProgressBar';
import { withMain } from '../../internal/withMain';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  decorators: [withMain],
  args: { active: true, value: 60 },
  parameters: { visual: { scope: 'page', viewport: { width: 480, height: 64 } } },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A known value; the bar is a thin line at the top of the page, without a spinner. */
export const Determinate: Story = {
  play: async () => {
    const bar = await screen.findByRole('progressbar', { name: 'Page loading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
  },
};

function RouteChange() {
  const [active, setActive] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 12, paddingTop: 16 }}>
      <Button onClick={() => setActive(true)}>Navigate</Button>
      <Button onClick={() => setActive(false)}>Page ready</Button>
      <ProgressBar active={active} />
    </div>
  );
}

/** Starts when `active` turns on, creeps forward, completes and disappears when it turns off. */
export const Trickle: Story = {
  tags: ['no-visual'],
  render: () => <RouteChange />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Navigate' }));
    const bar = await screen.findByRole('progressbar');
    const start = Number(bar.getAttribute('aria-valuenow'));
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(start));
    await userEvent.click(canvas.getByRole('button', { name: 'Page ready' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument());
  },
};

/** Chinese under the purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { value: 35 },
  play: async () => {
    await expect(await screen.findByRole('progressbar', { name: '页面加载中' })).toBeInTheDocument();
  },
};
