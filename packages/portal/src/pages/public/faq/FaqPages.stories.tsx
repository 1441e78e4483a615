import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import CommonProblemDetailPage from './CommonProblemDetailPage';
import { answer, failing, pending, stillLoading } from '../../console/parts/storyHelpers';
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

/** Waiting for the questions. */
export const Loading: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/commonproblem' })],
  parameters: { msw: { handlers: [pending('/client/content/faq/page')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'FAQ');
  },
};

/** The server fails (code 500). */
export const LoadError: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/commonproblem' })],
  parameters: { msw: { handlers: [failing('/client/content/faq/page')] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The content could not be loaded.', {}, { timeout: 10_000 });
  },
};

/** The server answers something that is not a page of questions. */
export const Malformed: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/commonproblem' })],
  parameters: { msw: { handlers: [answer('/client/content/faq/page', { unexpected: true }, 'all')] } },
  play: LoadError.play,
};

/** An answer that does not exist. */
export const AnswerMissing: Story = {
  tags: ['no-visual'],
  render: () => <CommonProblemDetailPage />,
  decorators: [pageDecorator({ path: '/commonproblemdetail?id=99999' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: /does not exist/ }, { timeout: 10_000 });
  },
};

/** Waiting for an answer. */
export const AnswerLoading: Story = {
  tags: ['no-visual'],
  render: () => <CommonProblemDetailPage />,
  decorators: [pageDecorator({ path: '/commonproblemdetail?id=1' })],
  parameters: { msw: { handlers: [pending('/client/content/faq/detail/{id}')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement);
  },
};

/** The server fails while loading an answer. */
export const AnswerError: Story = {
  tags: ['no-visual'],
  render: () => <CommonProblemDetailPage />,
  decorators: [pageDecorator({ path: '/commonproblemdetail?id=1' })],
  parameters: { msw: { handlers: [failing('/client/content/faq/detail/{id}')] } },
  play: LoadError.play,
};
