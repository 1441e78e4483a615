import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { answer, emptyPage, failing, pending, stillLoading } from '../../console/parts/storyHelpers';
import JsFileDetailPage from './JsFileDetailPage';
import JsFilePage from './JsFilePage';
import TechnicalDocPage from './TechnicalDocPage';

const meta = {
  title: 'Pages/Public/TechnicalDocuments',
  component: JsFileDetailPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof JsFileDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /technicalDoc: categories and the recently updated documents. */
export const Overview: Story = {
  render: () => <TechnicalDocPage />,
  decorators: [pageDecorator({ path: '/technicalDoc' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Categories' }, { timeout: 10_000 });
  },
};

/** /jsfile with a search from the address. */
export const List: Story = {
  render: () => <JsFilePage />,
  decorators: [pageDecorator({ path: '/jsfile?keyword=SDK' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('link', { name: /SDK/ }, { timeout: 10_000 });
  },
};

/** A document with its table of contents. */
export const Document: Story = {
  decorators: [pageDecorator({ path: '/jsfiledetail?id=2' })],
  play: async ({ canvasElement }) => {
    const toc = await within(canvasElement).findByRole(
      'navigation',
      { name: 'On this page' },
      { timeout: 10_000 },
    );
    await expect(within(toc).getAllByRole('link')).toHaveLength(5);
  },
};

const loadError = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await within(canvasElement).findAllByText('The content could not be loaded.', {}, { timeout: 10_000 });
};

/** /technicalDoc while the categories and documents load. */
export const OverviewLoading: Story = {
  tags: ['no-visual'],
  render: () => <TechnicalDocPage />,
  decorators: [pageDecorator({ path: '/technicalDoc' })],
  parameters: {
    msw: { handlers: [pending('/client/content/doc/categories'), pending('/client/content/doc/page')] },
  },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Technical documents');
  },
};

/** /technicalDoc when the categories cannot be loaded (code 500); the recent documents still show. */
export const OverviewError: Story = {
  tags: ['no-visual'],
  render: () => <TechnicalDocPage />,
  decorators: [pageDecorator({ path: '/technicalDoc' })],
  parameters: { msw: { handlers: [failing('/client/content/doc/categories')] } },
  play: loadError,
};

/** /technicalDoc when neither part can be loaded: each failure is its own, differently named region (axe). */
export const OverviewAllFailing: Story = {
  tags: ['no-visual'],
  render: () => <TechnicalDocPage />,
  decorators: [pageDecorator({ path: '/technicalDoc' })],
  parameters: {
    msw: { handlers: [failing('/client/content/doc/categories'), failing('/client/content/doc/page')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('The content could not be loaded.')).toHaveLength(2), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('region', { name: 'Categories' })).toBeVisible();
  },
};

/** /jsfile with no documents. */
export const ListEmpty: Story = {
  tags: ['no-visual'],
  render: () => <JsFilePage />,
  decorators: [pageDecorator({ path: '/jsfile' })],
  parameters: { msw: { handlers: [emptyPage('/client/content/doc/page')] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No document matches.', {}, { timeout: 10_000 });
  },
};

/** /jsfile while the documents load. */
export const ListLoading: Story = {
  tags: ['no-visual'],
  render: () => <JsFilePage />,
  decorators: [pageDecorator({ path: '/jsfile' })],
  parameters: { msw: { handlers: [pending('/client/content/doc/page')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement);
  },
};

/** /jsfile when the server answers something that is not a page of documents. */
export const ListMalformed: Story = {
  tags: ['no-visual'],
  render: () => <JsFilePage />,
  decorators: [pageDecorator({ path: '/jsfile' })],
  parameters: { msw: { handlers: [answer('/client/content/doc/page', { unexpected: true }, 'all')] } },
  play: loadError,
};

/** A document that does not exist. */
export const DocumentMissing: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/jsfiledetail?id=99999' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: /does not exist/ }, { timeout: 10_000 });
  },
};

/** A document while the server fails (code 500). */
export const DocumentError: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/jsfiledetail?id=2' })],
  parameters: { msw: { handlers: [failing('/client/content/doc/detail/{id}')] } },
  play: loadError,
};
