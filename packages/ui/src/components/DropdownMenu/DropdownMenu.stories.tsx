import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, Trash2, User } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu';
import { withMain } from '../../internal/withMain';

const items: DropdownMenuItem[] = [
  { key: 'profile', label: 'Basic information', icon: <User aria-hidden="true" /> },
  { key: 'settings', label: 'Settings', icon: <Settings aria-hidden="true" /> },
  { key: 'archive', label: 'Archive (unavailable)', disabled: true },
  { type: 'separator', key: 'sep' },
  { key: 'logout', label: 'Log out', icon: <LogOut aria-hidden="true" />, danger: true },
];

const meta = {
  decorators: [withMain],
  title: 'Data/DropdownMenu',
  component: DropdownMenu,
  args: { items, onSelect: fn(), children: <Button>Account</Button> },
  parameters: { visual: { scope: 'page' } },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

/** Open, showing icons, a disabled item, a separator and a danger item. */
export const Open: Story = {
  args: { defaultOpen: true, disablePortal: true },
  render: (args) => (
    <div style={{ height: 260, paddingLeft: 160 }}>
      <DropdownMenu {...args} />
    </div>
  ),
};

/** The default icon trigger, for row actions. */
export const IconTrigger: Story = {
  tags: ['no-visual'],
  args: {
    children: undefined,
    items: [
      { key: 'edit', label: 'Edit' },
      { key: 'delete', label: 'Delete', icon: <Trash2 aria-hidden="true" />, danger: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'More actions' })).toBeInTheDocument();
  },
};

/** Keyboard: Enter opens, arrows skip the disabled item, Enter chooses, Esc closes and returns focus. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Basic information' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('settings');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    defaultOpen: true,
    disablePortal: true,
    children: <Button>账户</Button>,
    items: [
      { key: 'profile', label: '基本信息', icon: <User aria-hidden="true" /> },
      { key: 'settings', label: '设置', icon: <Settings aria-hidden="true" /> },
      { type: 'separator', key: 'sep' },
      { key: 'logout', label: '退出登录', icon: <LogOut aria-hidden="true" />, danger: true },
    ],
  },
  render: (args) => (
    <div style={{ height: 220, paddingLeft: 160 }}>
      <DropdownMenu {...args} />
    </div>
  ),
};
