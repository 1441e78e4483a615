import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { PasswordDialog, type PasswordDialogProps } from './PasswordDialog';

const page = { visual: { scope: 'page' } };
const body = () => within(document.body);
// Labels end with the required mark, so match their start.
const field = (name: string) => body().getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
/** Moves focus off the fields and lets their transitions finish, so the screenshot is stable. */
const settle = async () => {
  (document.activeElement as HTMLElement | null)?.blur();
  await new Promise((resolve) => setTimeout(resolve, 400));
};
const ok = () => body().getByRole('button', { name: /^(Loading… )?OK$/ });

/** A page button that opens the dialog, as the console's user menu does. */
function Harness(props: Omit<PasswordDialogProps, 'open' | 'onOpenChange'> & Partial<PasswordDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change password</Button>
      <PasswordDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Patterns/PasswordDialog',
  component: PasswordDialog,
  parameters: page,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof PasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Submitting empty fields: the three "required" messages. */
export const RequiredMessages: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Change password' });
    await userEvent.click(ok());
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(
        'Please enter the current login password',
      ),
    );
    await expect(field('New password')).toHaveAccessibleDescription('Please enter a new password');
    await expect(field('Repeat new password')).toHaveAccessibleDescription('Please enter the password again');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new password that breaks the rule, and a repeat that differs. */
export const RuleAndMismatchMessages: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog');
    await userEvent.type(field('Current password'), 'old-secret');
    await userEvent.type(field('New password'), 'abcdefg');
    await userEvent.type(field('Repeat new password'), 'abcdefh{Enter}');
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(
        '6-12 characters, a combination of digits and letters',
      ),
    );
    await expect(field('Repeat new password')).toHaveAccessibleDescription('The two passwords do not match!');
    await expect(field('Current password')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While onSubmit's promise is pending the OK button is busy and ignores clicks. */
// no-visual: its screenshot flipped one anti-aliased pixel between identical runs; the busy state
// is asserted below and LoginForm/Loading shows the same Button spinner in a screenshot.
export const Pending: Story = {
  tags: ['no-visual'],
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    await body().findByRole('dialog');
    await userEvent.type(field('Current password'), 'old-secret');
    await userEvent.type(field('New password'), 'abc123');
    await userEvent.type(field('Repeat new password'), 'abc123');
    await userEvent.click(ok());
    await waitFor(() => expect(ok()).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'old-secret', newPassword: 'abc123' });
    await userEvent.click(ok());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await settle();
  },
};

/** The spec's exact Chinese messages, under another theme (screenshot). */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  play: async () => {
    await body().findByRole('dialog', { name: '修改密码' });
    await userEvent.type(field('新密码'), '12345');
    await userEvent.type(field('确认新密码'), '54321');
    await userEvent.click(body().getByRole('button', { name: /^(加载中… )?确定$/ }));
    await waitFor(() => expect(field('原密码')).toHaveAccessibleDescription('请输入原账号登录密码'));
    await expect(field('新密码')).toHaveAccessibleDescription('6-12位，数字、字母组合');
    await expect(field('确认新密码')).toHaveAccessibleDescription('两次输入密码不一致!');
    await settle();
  },
};

/** All five Chinese messages of docs/product.md#validation, word for word. */
export const ChineseMessages: Story = {
  tags: ['no-visual'],
  globals: { locale: 'zh' },
  play: async () => {
    await body().findByRole('dialog', { name: '修改密码' });
    await userEvent.type(field('新密码'), '12345');
    await userEvent.click(body().getByRole('button', { name: /^(加载中… )?确定$/ }));
    await waitFor(() => expect(field('原密码')).toHaveAccessibleDescription('请输入原账号登录密码'));
    await expect(field('新密码')).toHaveAccessibleDescription('6-12位，数字、字母组合');
    await expect(field('确认新密码')).toHaveAccessibleDescription('请再次输入密码');
    await userEvent.type(field('确认新密码'), '54321');
    await userEvent.clear(field('新密码'));
    await waitFor(() => expect(field('新密码')).toHaveAccessibleDescription('请输入新密码'));
    await waitFor(() => expect(field('确认新密码')).toHaveAccessibleDescription('两次输入密码不一致!'));
  },
};

/**
 * Keyboard only: open from the page, Tab into the fields, Enter validates, Esc closes and clears,
 * focus goes back to the opener; Cancel clears too.
 */
export const KeyboardAndReset: Story = {
  tags: ['no-visual'],
  render: (args) => <Harness onSubmit={args.onSubmit} onOpenChange={args.onOpenChange} />,
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Change password' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Change password' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab until the first field (the close button may come first).
    for (let i = 0; i < 3 && document.activeElement !== field('Current password'); i++) await userEvent.tab();
    await expect(field('Current password')).toHaveFocus();
    await userEvent.keyboard('old-secret');
    await userEvent.tab(); // show-password toggle
    await userEvent.tab();
    await expect(field('New password')).toHaveFocus();
    await userEvent.keyboard('abc{Enter}');
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(
        '6-12 characters, a combination of digits and letters',
      ),
    );
    await expect(field('Repeat new password')).toHaveAccessibleDescription('Please enter the password again');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog');
    await expect(field('Current password')).toHaveValue('');
    await expect(field('New password')).toHaveValue('');
    await expect(field('New password')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(field('Current password'), 'typed');
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(opener);
    await body().findByRole('dialog');
    await expect(field('Current password')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
  },
};

let attempts = 0;

/** A rejected change keeps the dialog open with the values; a later success closes and clears it. */
export const RejectThenSucceed: Story = {
  tags: ['no-visual'],
  render: (args) => <Harness onSubmit={args.onSubmit} onOpenChange={args.onOpenChange} />,
  // The first attempt is refused (a wrong old password), later ones succeed.
  args: {
    onSubmit: fn(() =>
      attempts++ === 0 ? Promise.reject(new Error('wrong old password')) : Promise.resolve(),
    ),
  },
  play: async ({ args, canvasElement }) => {
    attempts = 0;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    await body().findByRole('dialog');
    await userEvent.type(field('Current password'), 'old-secret');
    await userEvent.type(field('New password'), 'abc123');
    await userEvent.type(field('Repeat new password'), 'abc123{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(ok()).not.toHaveAttribute('aria-busy'));
    await expect(body().getByRole('dialog')).toBeVisible();
    await expect(field('Current password')).toHaveValue('old-secret');
    await expect(field('Repeat new password')).toHaveValue('abc123');

    await userEvent.click(ok());
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
