import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import FeedbackPage from './FeedbackPage';

const meta = {
  title: 'Pages/Public/Feedback',
  component: FeedbackPage,
  parameters: { layout: 'fullscreen' },
  decorators: [pageDecorator({ path: '/feedback' })],
} satisfies Meta<typeof FeedbackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The server refuses: the message shows and everything typed stays. */
export const FailedSubmit: Story = {
  loaders: [
    async () => {
      const { faults } = await import('@chainportal/api/mocks/browser');
      faults.set({ code: { path: '/client/feedback/create', code: 500, msg: 'Service busy' } });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Dark theme');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Content' }), 'Please add a dark theme.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await canvas.findByText(/Your feedback was not sent: Service busy/, {}, { timeout: 10_000 });
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Dark theme');
  },
};

/** Submitting without a title or content: each field says what it needs, nothing is sent. */
export const ValidationErrors: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true');
  },
};
