import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Inputs/Button',
  component: Button,
  args: { children: 'Button', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'default', 'dashed', 'text', 'link', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

export const Primary: Story = { args: { variant: 'primary', children: 'Create service' } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="default">
        Default
      </Button>
      <Button {...args} variant="dashed">
        Dashed
      </Button>
      <Button {...args} variant="text">
        Text
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary" size="small">
        Small
      </Button>
      <Button {...args} variant="primary" size="medium">
        Medium
      </Button>
      <Button {...args} variant="primary" size="large">
        Large
      </Button>
    </div>
  ),
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary" disabled>
        Disabled
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
      <Button {...args} variant="primary" loading>
        Saving
      </Button>
      <Button {...args} loading>
        Saving
      </Button>
      <Button {...args} variant="link" disabled>
        Link
      </Button>
    </div>
  ),
};

export const Block: Story = { args: { block: true, variant: 'primary', children: 'Sign in' } };

/** After a click the button locks for 6 seconds; a second click does nothing. */
export const PreventReClick: Story = {
  args: { variant: 'primary', preventReClick: true, children: 'Pay now' },
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay now' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
  },
};

/** Keyboard: Tab reaches the button, Enter and Space activate it; a disabled button is skipped. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} disabled>
        Disabled
      </Button>
      <Button {...args} variant="primary">
        Confirm
      </Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const confirm = within(canvasElement).getByRole('button', { name: 'Confirm' });
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** The same states in Chinese under another preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary">
        创建服务
      </Button>
      <Button {...args}>取消</Button>
      <Button {...args} variant="primary" loading>
        提交
      </Button>
      <Button {...args} variant="link">
        查看详情
      </Button>
    </div>
  ),
};
