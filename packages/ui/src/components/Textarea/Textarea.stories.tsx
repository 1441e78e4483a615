import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Textarea } from './Textarea';
import { inMain, allStates } from '../../internal/withMain';

const meta = {
  title: 'Inputs/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Content', placeholder: 'Describe the problem' },
  decorators: [inMain({ width: 360 })],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With a count, a count at the limit, invalid, disabled, not resizable. */
export const AllStates: Story = allStates((args) => (
  <>
    <Textarea
      {...args}
      aria-label="Counted"
      showCount
      maxLength={200}
      defaultValue="The node stops syncing."
      rows={2}
    />
    <Textarea {...args} aria-label="Full" showCount maxLength={10} defaultValue="0123456789" rows={2} />
    <Textarea {...args} aria-label="Invalid" invalid rows={2} />
    <Textarea {...args} aria-label="Disabled" disabled defaultValue="Closed ticket" rows={2} />
    <Textarea {...args} aria-label="Fixed" resizable={false} rows={2} />
  </>
));

/** Keyboard: Tab in and type; the count follows and `maxLength` stops the input. */
export const KeyboardCount: Story = {
  tags: ['no-visual'],
  args: { showCount: true, maxLength: 5 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Content' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('abc');
    await expect(area).toHaveAccessibleDescription('3 of 5 characters used');
    await userEvent.keyboard('defgh');
    await expect(area).toHaveValue('abcde');
    await expect(area).toHaveAccessibleDescription('5 of 5 characters used');
    await expect(canvasElement).toHaveTextContent('5 / 5');
  },
};

/** Chinese, purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <FormField label="内容" required hint="请尽量详细地描述问题">
      <Textarea showCount maxLength={500} defaultValue="合约部署后无法调用，请协助排查。" rows={3} />
    </FormField>
  ),
};
