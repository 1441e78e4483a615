import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LoadingOverlay } from './LoadingOverlay';
import { withMain } from '../../internal/withMain';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  decorators: [withMain],
  args: { open: true },
  parameters: { visual: { scope: 'page' } },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Inside a card instead of over the page. */
export const InContainer: Story = {
  args: { fullscreen: false },
  parameters: { visual: { scope: 'root' } },
  render: (args) => (
    <div style={{ position: 'relative', width: 360, height: 160, border: '1px solid #d0d4da', padding: 16 }}>
      <p style={{ margin: 0 }}>Service list</p>
      <LoadingOverlay {...args} />
    </div>
  ),
};

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button onClick={() => setOpen(true)}>Start</Button>
      <Button onClick={() => setOpen(false)}>Stop</Button>
      <LoadingOverlay open={open} />
    </div>
  );
}

/** Stopping waits 300 ms before the fade: a stop followed by a quick start never flickers. */
export const DebouncedClose: Story = {
  tags: ['no-visual'],
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    const status = await screen.findByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(status).toHaveAttribute('data-state', 'open');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(status).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(screen.queryByRole('status', { hidden: true })).not.toBeInTheDocument());
  },
};

/** Chinese under the purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('加载中...');
  },
};
