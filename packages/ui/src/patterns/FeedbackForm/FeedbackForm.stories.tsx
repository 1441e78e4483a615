import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackForm } from './FeedbackForm';

const meta = {
  title: 'Patterns/FeedbackForm',
  component: FeedbackForm,
  args: { onSubmit: fn(), onSuccess: fn() },
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Required fields, and a title longer than 100 characters. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
        'The title can have at most 100 characters',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveAccessibleDescription(
      /Please enter the content/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { error: 'The service is busy. Please try again later.' } };

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: 'Complaint' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Invoice not received');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Content' }),
    'Applied on 3 March, still waiting.',
  );
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    const submit = within(canvasElement).getByRole('button', { name: /Submit/ });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/** After success the form is cleared and a thank-you line is announced. */
export const Success: Story = {
  args: { onSubmit: fn(() => Promise.resolve()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(canvas.getByText('receipt.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Thank you. Your feedback has been submitted.'),
    );
    const sent = {
      type: 'complaint',
      title: 'Invoice not received',
      content: 'Applied on 3 March, still waiting.',
      attachment: file,
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await expect(args.onSuccess).toHaveBeenCalledWith(sent);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(canvas.queryByText('receipt.pdf')).toBeNull();
  },
};

/** A rejected submit keeps everything the user typed. */
export const FailedSubmitKeepsForm: Story = {
  tags: ['no-visual'],
  args: { onSubmit: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByRole('radio', { name: 'Complaint' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Invoice not received');
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveValue(
      'Applied on 3 March, still waiting.',
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Keyboard only: arrows pick the type, Tab moves through the fields, Enter on Submit sends. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Question Inquiry' })).toHaveFocus();
    // Hold the arrow as a person does: Radix moves focus (and the choice) on the next tick.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Suggestions' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await userEvent.keyboard('  Dark mode  ');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveFocus();
    await userEvent.keyboard('Please add a dark theme.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Choose files/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'suggestion',
        title: 'Dark mode',
        content: 'Please add a dark theme.',
        attachment: undefined,
      }),
    );
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: '标题' })).toHaveAccessibleDescription('请输入标题'),
    );
  },
};
