import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField';
import { DateRangePicker } from './DateRangePicker';
import { inMain, allStates } from '../../internal/withMain';

const RANGE = { from: new Date(2024, 2, 4), to: new Date(2024, 2, 12) };

const meta = {
  title: 'Inputs/DateRangePicker',
  component: DateRangePicker,
  args: { 'aria-label': 'Period', onChange: fn() },
  decorators: [inMain({ width: 300 })],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Empty, chosen, invalid, disabled, small. */
export const AllStates: Story = allStates((args) => (
  <>
    <DateRangePicker {...args} aria-label="Empty" />
    <DateRangePicker {...args} aria-label="Chosen" defaultValue={RANGE} />
    <DateRangePicker {...args} aria-label="Invalid" invalid />
    <DateRangePicker {...args} aria-label="Disabled" disabled defaultValue={RANGE} />
    <DateRangePicker {...args} aria-label="Small" size="small" defaultValue={RANGE} />
  </>
));

/** The open calendar: two months, the range highlighted, days after max disabled. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: RANGE, max: new Date(2024, 3, 20) },
  parameters: { visual: { scope: 'page', viewport: { width: 720, height: 420 } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Choose a date range',
    });
    await expect(within(dialog).getByRole('button', { name: /April 21/ })).toBeDisabled();
  },
};

/**
 * Keyboard: Enter opens on the range start; Enter on a day starts a new range, arrows move, Enter
 * on a second (earlier) day completes it in order and closes; Esc after one day keeps the old range.
 */
export const Keyboard: Story = {
  tags: ['no-visual'],
  args: { defaultValue: RANGE },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: /^Period/ });
    await expect(trigger).toHaveAccessibleName('Period 2024-03-04 to 2024-03-12');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Choose a date range' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /March 4/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: new Date(2024, 2, 15),
      to: new Date(2024, 2, 18),
    });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName('Period 2024-03-15 to 2024-03-18');

    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog');
    await waitFor(() => expect(page.getByRole('button', { name: /March 15/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Period 2024-03-15 to 2024-03-18');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Chinese, purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { defaultOpen: true, defaultValue: RANGE },
  render: (args) => (
    <FormField label="账单周期">
      <DateRangePicker {...args} aria-label={undefined} />
    </FormField>
  ),
  parameters: { visual: { scope: 'page', viewport: { width: 720, height: 440 } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '选择日期范围',
    });
    await expect(dialog).toHaveTextContent('2024年4月');
  },
};
