import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

/** A trigger button plus the dialog, with the open state kept here. */
function DialogDemo({ open: initialOpen, onOk, ...props }: DialogProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onOk={() => {
          onOk?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: true,
    title: 'Rename app',
    description: 'The new name is shown in your console and on invoices.',
    children: (
      <label style={{ display: 'grid', gap: 4 }}>
        App name
        <input defaultValue="wallet-service" />
      </label>
    ),
    onOk: fn(),
    onCancel: fn(),
  },
  parameters: { visual: { scope: 'page' } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Closed: Story = { args: { open: false }, tags: ['no-visual'] };

/** OK shows a spinner and ignores clicks while the request runs. */
export const ConfirmLoading: Story = {
  args: { confirmLoading: true, footer: undefined },
  tags: ['no-visual'],
  play: async ({ args }) => {
    const ok = await screen.findByRole('button', { name: /OK/ });
    await expect(ok).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(ok);
    await expect(args.onOk).not.toHaveBeenCalled();
  },
};

/** The spec's password dialog width: 25.4% of the viewport (never narrower than 320px). */
export const PercentWidth: Story = {
  args: { width: '25.4%', title: 'Change password', description: undefined },
  tags: ['no-visual'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const expected = Math.max(window.innerWidth * 0.254, Math.min(320, window.innerWidth - 32));
    await expect(Math.abs(dialog.getBoundingClientRect().width - expected)).toBeLessThan(1);
  },
};

/** A custom footer replaces Cancel/OK; `footer: null` removes it. */
export const NoFooter: Story = {
  args: {
    footer: null,
    title: 'Notice',
    description: undefined,
    children: 'Maintenance tonight 02:00–04:00.',
  },
  tags: ['no-visual'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await expect(within(dialog).queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  },
};

/**
 * Keyboard: focus moves into the dialog and stays there (Tab and Shift+Tab cycle), a click outside
 * does NOT close it, Esc closes it and focus returns to the trigger.
 */
export const Keyboard: Story = {
  args: { open: false },
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Rename app' });
    await expect(dialog).toHaveAccessibleDescription(
      'The new name is shown in your console and on invoices.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Tab cycles: from the last control (OK) back to the first one, never leaving the dialog.
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    ok.focus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(ok).toHaveFocus();
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }

    // Outside click (on the overlay): nothing happens.
    const overlay = document.querySelector<HTMLElement>('[data-cp-dialog-overlay]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as HTMLElement);
    await expect(screen.getByRole('dialog', { name: 'Rename app' })).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    // The close button and Cancel close it too.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(3);
  },
};

/** Chinese under the purple preset, for screenshots: translated OK/Cancel defaults. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    title: '修改应用名称',
    description: '新名称会显示在控制台和发票上。',
    children: (
      <label style={{ display: 'grid', gap: 4 }}>
        应用名称
        <input defaultValue="钱包服务" />
      </label>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '修改应用名称' });
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
  },
};
