import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { PasswordInput } from './PasswordInput';
import { inMain, StateGrid, allStates } from '../../internal/withMain';

const meta = {
  title: 'Inputs/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': 'Password' },
  decorators: [inMain({ width: 320 })],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Hidden, shown, invalid, disabled, and the three sizes. */
export const AllStates: Story = allStates((args) => (
  <>
    <PasswordInput {...args} aria-label="Hidden" defaultValue="abc123" />
    <PasswordInput {...args} aria-label="Shown" defaultValue="abc123" defaultVisible />
    <PasswordInput {...args} aria-label="Invalid" defaultValue="abc" invalid />
    <PasswordInput {...args} aria-label="Disabled" defaultValue="abc123" disabled />
    <PasswordInput {...args} aria-label="Small" size="small" />
    <PasswordInput {...args} aria-label="Large" size="large" />
  </>
));

/** Keyboard: type, Tab to the toggle, Space shows the text and renames the toggle, Space hides it. */
export const KeyboardToggle: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('abc123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('abc123');
  },
};

/** Chinese, purple preset, for screenshots: the toggle's name is translated. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <StateGrid>
      <FormField label="新密码" required hint="6-12位，数字、字母组合">
        <PasswordInput defaultValue="abc123" autoComplete="new-password" />
      </FormField>
      <FormField label="确认密码" required error="两次输入密码不一致!">
        <PasswordInput defaultValue="abc12" defaultVisible autoComplete="new-password" />
      </FormField>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '隐藏密码' })).toBeVisible();
  },
};
