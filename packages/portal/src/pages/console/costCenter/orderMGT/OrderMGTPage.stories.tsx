import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageDecorator } from '../../../../stories/pageStory';
import { answer, failing, loaded, pending, stillLoading } from '../../parts/storyHelpers';
import OrderMGTPage from './OrderMGTPage';

const meta = {
  title: 'Pages/Cost center/Order management',
  component: OrderMGTPage,
} satisfies Meta<typeof OrderMGTPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  decorators: [pageDecorator({ path: '/costCenter/orderMGT', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Order management', /^DD2026/);
  },
};

export const Empty: Story = {
  decorators: [
    pageDecorator({ path: '/costCenter/orderMGT?keyword=nothing-matches', signedInAs: 'customer' }),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Order management', 'No orders match these filters.');
  },
};

export const LoadError: Story = {
  decorators: [pageDecorator({ path: '/costCenter/orderMGT', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [failing('/client/order/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Order management', 'This could not be loaded.');
  },
};

/** Too little balance: explained, with the way to recharge instead of the pay button. */
export const InsufficientBalance: Story = {
  parameters: { visual: { scope: 'page' } },
  decorators: [
    pageDecorator({ path: '/costCenter/orderMGT?keyword=DD20261125451625', signedInAs: 'customer' }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Order management', 'DD20261125451625');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay order DD20261125451625' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Pay from the balance' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('190,626.00');
    await expect(within(dialog).getByRole('button', { name: 'Recharge' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/costCenter/orderMGT', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [pending('/client/order/page')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Order management');
  },
};

/** The server answers something that is not a page of orders. */
export const Malformed: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/costCenter/orderMGT', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [answer('/client/order/page', { unexpected: true }, 'all')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Order management', 'This could not be loaded.');
  },
};
