import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer, type DrawerProps } from './Drawer';

function DrawerDemo({ open: initialOpen, onOpenChange, ...props }: DrawerProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/Drawer',
  component: Drawer,
  render: (args) => <DrawerDemo {...args} />,
  args: {
    open: true,
    title: 'Order details',
    description: 'Order 2024-000381, paid on 12 March.',
    children: <p style={{ margin: 0 }}>Node service, 12 months, 3 000 requests per second.</p>,
    footer: <Button variant="primary">Download invoice</Button>,
    onOpenChange: fn(),
  },
  parameters: { visual: { scope: 'page' } },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};

export const Left: Story = { args: { side: 'left', width: 306 }, tags: ['no-visual'] };

/** Keyboard: focus moves in and is trapped; Esc closes and focus returns; the overlay closes it too. */
export const Keyboard: Story = {
  args: { open: false },
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open drawer' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Order details' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // A click on the overlay (outside the panel) closes a drawer, unlike a dialog.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Order details' });
    const overlay = document.querySelector<HTMLElement>('[data-cp-drawer-overlay]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Chinese under the purple preset, from the left, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    side: 'left',
    title: '订单详情',
    description: '订单 2024-000381，3 月 12 日已支付。',
    children: <p style={{ margin: 0 }}>节点服务，12 个月，每秒 3000 次请求。</p>,
    footer: <Button variant="primary">下载发票</Button>,
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '订单详情' });
    await expect(within(drawer).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  },
};
