import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { scrollThrough } from '../../../stories/scrollThrough';
import { emptyPage, failing } from '../parts/storyHelpers';
import HomePage from './HomePage';

const meta = {
  title: 'Pages/Console/Home',
  parameters: { layout: 'fullscreen' },
  decorators: [pageDecorator({ path: '/homepage/homepage', signedInAs: 'customer' })],
  render: () => <HomePage />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's dashboard: balance, spend, the spend chart and the four short lists. */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /Monthly spend/ }, { timeout: 5000 })).toBeVisible();
    const services = canvas.getByRole('region', { name: 'Services in use' });
    await expect((await within(services).findAllByRole('listitem')).length).toBe(5);
    // The chains' status, below the first screen, loads as the reader scrolls to it.
    await expect(canvas.queryByRole('heading', { name: 'Platform chains' })).toBeNull();
    await scrollThrough(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Platform chains' })).toBeVisible();
  },
};

/** A new customer: nothing in use yet. */
export const NothingYet: Story = {
  parameters: {
    msw: {
      handlers: [
        emptyPage('/client/service/page'),
        emptyPage('/client/app/page'),
        emptyPage('/client/order/page'),
        emptyPage('/client/user/message/page'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No services yet.')).toBeVisible();
    await expect(await canvas.findByText('No orders yet.')).toBeVisible();
    await scrollThrough(canvasElement);
    await canvas.findByRole('heading', { name: 'Platform chains' });
  },
};

/** The account overview fails: the balance shows a dash and the chart says why. */
export const OverviewError: Story = {
  parameters: { msw: { handlers: [failing('/client/account/overview', 'get')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This could not be loaded.')).toBeVisible();
    await scrollThrough(canvasElement);
    await within(canvasElement).findByRole('heading', { name: 'Platform chains' });
  },
};
