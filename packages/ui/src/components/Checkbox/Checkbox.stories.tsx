import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Checkbox } from './Checkbox';
import { withMain, StateGrid, allStates } from '../../internal/withMain';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  decorators: [withMain],
  args: { children: 'Remember me', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Unchecked, checked, indeterminate, invalid, disabled (both ways). */
export const AllStates: Story = allStates((args) => (
  <>
    <Checkbox {...args}>Unchecked</Checkbox>
    <Checkbox {...args} defaultChecked>
      Checked
    </Checkbox>
    <Checkbox {...args} checked="indeterminate">
      Some rows selected
    </Checkbox>
    <Checkbox {...args} invalid>
      I accept the terms
    </Checkbox>
    <Checkbox {...args} disabled>
      Disabled
    </Checkbox>
    <Checkbox {...args} disabled defaultChecked>
      Disabled and checked
    </Checkbox>
  </>
));

/** Keyboard: Tab reaches the box, Space toggles it; clicking the label toggles it too. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).not.toBeChecked();
  },
};

/** Chinese, purple preset, for screenshots; inside a FormField with an error. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <StateGrid>
      <Checkbox defaultChecked>记住我</Checkbox>
      <FormField label="服务协议" required error="请阅读并同意服务协议">
        <Checkbox>我已阅读并同意</Checkbox>
      </FormField>
    </StateGrid>
  ),
};
