import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import CommonProblemDetailPage from './CommonProblemDetailPage';
import CommonProblemPage from './CommonProblemPage';

const meta = {
  title: 'Pages/Public/FAQ',
  component: CommonProblemPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CommonProblemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The questions, first page. */
export const Default: Story = {
  decorators: [pageDecorator({ path: '/commonproblem' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'How do I register?' }, { timeout: 10_000 });
  },
};

/** A search without results. */
export const NoMatch: Story = {
  decorators: [pageDecorator({ path: '/commonproblem?keyword=zzzz' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/No question matches/, {}, { timeout: 10_000 });
  },
};

/** One answer. */
export const Answer: Story = {
  render: () => <CommonProblemDetailPage />,
  decorators: [pageDecorator({ path: '/commonproblemdetail?id=1' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: 'How do I register?' },
      { timeout: 10_000 },
    );
  },
};
