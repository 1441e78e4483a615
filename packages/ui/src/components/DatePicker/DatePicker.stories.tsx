import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField';
import { DatePicker } from './DatePicker';
import { inMain, allStates } from '../../internal/withMain';

const MARCH_15 = new Date(2024, 2, 15);

const meta = {
  title: 'Inputs/DatePicker',
  component: DatePicker,
  args: { 'aria-label': 'Due date', onChange: fn() },
  decorators: [inMain({ width: 240 })],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Placeholder, a value (clearable), invalid, disabled, and the three sizes. */
export const AllStates: Story = allStates((args) => (
  <>
    <DatePicker {...args} aria-label="Empty" />
    <DatePicker {...args} aria-label="Chosen" defaultValue={MARCH_15} />
    <DatePicker {...args} aria-label="Invalid" invalid />
    <DatePicker {...args} aria-label="Disabled" disabled defaultValue={MARCH_15} />
    <DatePicker {...args} aria-label="Small" size="small" defaultValue={MARCH_15} />
    <DatePicker {...args} aria-label="Large" size="large" defaultValue={MARCH_15} />
  </>
));

/** The open calendar with a min and a max: days outside are struck through and cannot be chosen. */
export const OpenWithLimits: Story = {
  args: { defaultOpen: true, defaultValue: MARCH_15, min: new Date(2024, 2, 5), max: new Date(2024, 2, 25) },
  parameters: { visual: { scope: 'page', viewport: { width: 480, height: 420 } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Choose a date',
    });
    await expect(within(dialog).getByRole('button', { name: /March 26/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /March 5/ })).toBeEnabled();
  },
};

/**
 * Keyboard: Tab to the field, Enter opens with focus on the chosen day, arrows move, Enter chooses
 * and closes, focus returns; Esc closes without a change; the clear button empties the field.
 */
export const Keyboard: Story = {
  tags: ['no-visual'],
  args: { defaultValue: MARCH_15 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Due date 2024-03-15' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Choose a date' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /March 15/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(within(dialog).getByRole('button', { name: /March 23/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 23));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName('Due date 2024-03-23');

    await userEvent.keyboard(' ');
    await page.findByRole('dialog');
    await userEvent.keyboard('{ArrowLeft}{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Due date 2024-03-23');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear date' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
    await expect(trigger).toHaveTextContent('Select date');
  },
};

/** Chinese, purple preset, for screenshots: Chinese month and weekday names. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { defaultOpen: true, defaultValue: MARCH_15 },
  render: (args) => (
    <FormField label="到期日" required>
      <DatePicker {...args} aria-label={undefined} />
    </FormField>
  ),
  parameters: { visual: { scope: 'page', viewport: { width: 480, height: 440 } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '选择日期' });
    await expect(dialog).toHaveTextContent('2024年3月');
    await expect(within(canvasElement).getByRole('combobox', { name: /到期日/ })).toHaveAccessibleName(
      '到期日 2024-03-15',
    );
  },
};
