import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { Button } from '../Button';
import { FormField, useSchemaForm } from '../FormField';
import { RadioGroup } from './RadioGroup';
import { RadioGroupField } from './RadioGroupField';
import { withMain } from '../../internal/withMain';

const options = [
  { value: 'question', label: 'Question' },
  { value: 'suggestion', label: 'Suggestion' },
  { value: 'complaint', label: 'Complaint' },
];

const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  decorators: [withMain],
  args: { options, 'aria-label': 'Feedback type', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: 'question' } };

/** Vertical, a disabled option, invalid inside a FormField, all disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <RadioGroup
        {...args}
        aria-label="Vertical"
        orientation="vertical"
        defaultValue="suggestion"
        options={[...options.slice(0, 2), { value: 'complaint', label: 'Complaint', disabled: true }]}
      />
      <FormField label="Feedback type" required error="Choose a type.">
        <RadioGroup {...args} aria-label={undefined} />
      </FormField>
      <RadioGroup {...args} aria-label="Disabled" disabled defaultValue="question" />
    </div>
  ),
};

/** Keyboard: Tab enters at the chosen option, arrows move and choose, a disabled option is skipped. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  args: {
    defaultValue: 'question',
    options: [
      { value: 'question', label: 'Question' },
      { value: 'suggestion', label: 'Suggestion', disabled: true },
      { value: 'complaint', label: 'Complaint' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Feedback type' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Question' })).toHaveFocus();
    // Hold the key as a person does: Radix moves focus on keydown and checks the option it lands on
    // while the arrow key is down.
    await userEvent.keyboard('{ArrowRight>}');
    const complaint = canvas.getByRole('radio', { name: 'Complaint' });
    await waitFor(() => expect(complaint).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(complaint).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('complaint');
  },
};

/** Inside a FormField the field's label names the group. */
export const InFormField: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <FormField label="Type" hint="Pick the closest one.">
      <RadioGroup {...args} aria-label={undefined} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Type' });
    await expect(group).toHaveAccessibleDescription('Pick the closest one.');
  },
};

const feedbackSchema = z.object({ type: z.enum(['question', 'suggestion', 'complaint']) });

/** Bound to a form (RadioGroupField): the choice is the form's value, submitted with it. */
export const InAForm: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const form = useSchemaForm({ schema: feedbackSchema, defaultValues: { type: 'question' } });
    return (
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit((values) => args.onValueChange?.(values.type))(event)}
      >
        <FormField label="Feedback type">
          <RadioGroupField control={form.control} name="type" options={options} />
        </FormField>
        <Button type="submit">Send</Button>
      </form>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Complaint' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('complaint'));
  },
};

/** Chinese, purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <FormField label="反馈类型" required>
      <RadioGroup
        defaultValue="question"
        options={[
          { value: 'question', label: '问题咨询' },
          { value: 'suggestion', label: '意见建议' },
          { value: 'complaint', label: '投诉' },
        ]}
      />
    </FormField>
  ),
};
