import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popconfirm } from './Popconfirm';

const meta = {
  title: 'Feedback/Popconfirm',
  component: Popconfirm,
  args: {
    title: 'Delete this app?',
    description: 'Its API keys stop working at once.',
    okVariant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    children: <Button variant="danger">Delete</Button>,
  },
  render: (args) => (
    <div style={{ padding: '140px 0 0 120px' }}>
      <Popconfirm {...args} />
    </div>
  ),
  parameters: { visual: { scope: 'page' } },
} satisfies Meta<typeof Popconfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { open: true } };

/**
 * Keyboard: Enter on the trigger opens it and focus moves inside; Esc closes it and focus returns;
 * Tab reaches OK, Enter confirms.
 */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('alertdialog', { name: 'Delete this app?' });
    await expect(popover).toHaveAccessibleDescription('Its API keys stop working at once.');
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog');
    const ok = within(again).getByRole('button', { name: 'OK' });
    while (document.activeElement !== ok && again.contains(document.activeElement)) await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A confirm that returns a promise keeps the popover open with a busy OK until it settles. */
export const AsyncConfirm: Story = {
  tags: ['no-visual'],
  args: { onConfirm: fn(() => new Promise((resolve) => setTimeout(resolve, 300))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const ok = within(await screen.findByRole('alertdialog')).getByRole('button', { name: /OK/ });
    await userEvent.click(ok);
    await expect(ok).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Chinese under the purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    open: true,
    okVariant: 'primary',
    title: '确定要续费该服务吗？',
    description: undefined,
    children: <Button variant="primary">续费</Button>,
  },
  play: async () => {
    const popover = await screen.findByRole('alertdialog', { name: '确定要续费该服务吗？' });
    await expect(within(popover).getByRole('button', { name: '确定' })).toBeInTheDocument();
  },
};
