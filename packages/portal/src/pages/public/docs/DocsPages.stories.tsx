import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
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
