import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Input } from './Input';
import { inMain, StateGrid, allStates } from '../../internal/withMain';

const meta = {
  title: 'Inputs/Input',
  component: Input,
  args: { 'aria-label': 'Name', placeholder: 'Enter a name', onChange: fn(), onClear: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  decorators: [inMain({ width: 320 })],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <StateGrid>
      <Input {...args} aria-label="Small" size="small" placeholder="Small" />
      <Input {...args} aria-label="Medium" size="medium" placeholder="Medium" />
      <Input {...args} aria-label="Large" size="large" placeholder="Large" />
    </StateGrid>
  ),
};

/** Prefix and suffix, clearable with a value, invalid, disabled, read-only. */
export const AllStates: Story = allStates((args) => (
  <>
    <Input
      {...args}
      aria-label="Search"
      prefix={<Search size={14} aria-hidden="true" />}
      placeholder="Search"
    />
    <Input {...args} aria-label="Amount" prefix="¥" suffix="CNY" defaultValue="1200" />
    <Input {...args} aria-label="Keyword" clearable defaultValue="ScOcc02001" />
    <Input {...args} aria-label="Phone" invalid defaultValue="1380013" />
    <Input {...args} aria-label="Chain id" disabled defaultValue="0x13488c5" />
    <Input {...args} aria-label="Account" readOnly defaultValue="ops@example.com" />
  </>
));

/** Keyboard: Tab to the input and type; Tab to the clear button, Enter empties it and focus returns. */
export const KeyboardClear: Story = {
  tags: ['no-visual'],
  args: { clearable: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Alice');
    await expect(input).toHaveValue('Alice');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'change' }));
  },
};

/** Disabled inputs are skipped by Tab. */
export const DisabledSkipped: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <StateGrid>
      <Input {...args} aria-label="Disabled" disabled />
      <Input {...args} aria-label="Enabled" />
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Enabled' })).toHaveFocus();
  },
};

/** Chinese, purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: (args) => (
    <StateGrid>
      <FormField label="搜索服务">
        <Input
          {...args}
          aria-label={undefined}
          clearable
          defaultValue="节点"
          prefix={<Search size={14} aria-hidden="true" />}
        />
      </FormField>
      <Input {...args} aria-label="金额" prefix="¥" suffix="元" placeholder="请输入金额" />
    </StateGrid>
  ),
};
