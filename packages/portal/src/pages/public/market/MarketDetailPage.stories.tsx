import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { failing, pending, stillLoading } from '../../console/parts/storyHelpers';
import MarketDetailPage from './MarketDetailPage';

const meta = {
  title: 'Pages/Public/ApplicationMarketDetail',
  component: MarketDetailPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarketDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the purchase panel asks to sign in first. */
export const SignedOut: Story = {
  decorators: [pageDecorator({ path: '/applicationmarketdetail?id=1&quantity=2' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Purchase' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Signed in as the demo customer: the button buys. */
export const SignedIn: Story = {
  decorators: [pageDecorator({ path: '/applicationmarketdetail?id=1', signedInAs: 'customer' })],
  play: SignedOut.play,
};

/** An id that does not exist. */
export const Missing: Story = {
  decorators: [pageDecorator({ path: '/applicationmarketdetail?id=99999' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'This item does not exist or was removed.',
      {},
      { timeout: 10_000 },
    );
  },
};

/** Waiting for the app. */
export const Loading: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/applicationmarketdetail?id=1' })],
  parameters: { msw: { handlers: [pending('/client/market/detail/{id}')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement);
  },
};

/** The server fails (code 500). */
export const LoadError: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/applicationmarketdetail?id=1' })],
  parameters: { msw: { handlers: [failing('/client/market/detail/{id}')] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The content could not be loaded.', {}, { timeout: 10_000 });
  },
};
