import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { answer, failing, pending, stillLoading } from '../../console/parts/storyHelpers';
import MarketPage from './MarketPage';

const meta = {
  title: 'Pages/Public/ApplicationMarket',
  component: MarketPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('list', { name: 'Apps' }, { timeout: 10_000 })).toBeVisible();
};

/** The first page, newest first. */
export const Default: Story = {
  decorators: [pageDecorator({ path: '/applicationmarket' })],
  play: loaded,
};

/** Filters and sort read from the address (a shared link). */
export const FilteredFromAddress: Story = {
  decorators: [pageDecorator({ path: '/applicationmarket?scenario=food&sort=popular' })],
  play: async (context) => {
    await loaded(context);
    await expect(within(context.canvasElement).getByRole('combobox', { name: 'Scenario' })).toHaveTextContent(
      'Food',
    );
  },
};

/** Nothing matches: the empty state offers to clear the filters. */
export const NoMatch: Story = {
  decorators: [pageDecorator({ path: '/applicationmarket?keyword=zzzz-nothing' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No app matches these filters.', {}, { timeout: 10_000 });
  },
};

/** Waiting for the first page of apps. */
export const Loading: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/applicationmarket' })],
  parameters: { msw: { handlers: [pending('/client/market/page')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'App market');
  },
};

/** The server fails (code 500). */
export const LoadError: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/applicationmarket' })],
  parameters: { msw: { handlers: [failing('/client/market/page')] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The content could not be loaded.', {}, { timeout: 10_000 });
  },
};

/** The server answers something that is not a page of apps. */
export const Malformed: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/applicationmarket' })],
  parameters: { msw: { handlers: [answer('/client/market/page', { unexpected: true }, 'all')] } },
  play: LoadError.play,
};
