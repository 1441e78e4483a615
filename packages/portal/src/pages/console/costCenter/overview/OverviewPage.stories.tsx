import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageDecorator } from '../../../../stories/pageStory';
import { emptyPage, failing, loaded, pending, stillLoading } from '../../parts/storyHelpers';
import OverviewPage from './OverviewPage';
import RechargePage from './RechargePage';
import RefundPage from './RefundPage';
import WithdrawalPage from './WithdrawalPage';

const meta = {
  title: 'Pages/Cost center/Overview',
  component: OverviewPage,
} satisfies Meta<typeof OverviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  decorators: [pageDecorator({ path: '/costCenter/overview', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Overview', /16,094\.00/);
  },
};

export const LoadError: Story = {
  decorators: [pageDecorator({ path: '/costCenter/overview', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [failing('/client/account/overview')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Overview', 'This could not be loaded.');
  },
};

export const Recharge: Story = {
  render: () => <RechargePage />,
  decorators: [
    pageDecorator({ path: '/costCenter/overview/recharge?amount=100.00', signedInAs: 'customer' }),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Recharge');
  },
};

export const Withdrawal: Story = {
  render: () => <WithdrawalPage />,
  decorators: [pageDecorator({ path: '/costCenter/overview/withdrawal', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Withdrawal', /Available: .*15,594\.00/);
  },
};

export const Refund: Story = {
  render: () => <RefundPage />,
  decorators: [pageDecorator({ path: '/costCenter/overview/refund', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Refund', 'Reason');
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/costCenter/overview', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [pending('/client/account/overview')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Overview');
  },
};

/** Recharge without an amount: the amount says what it takes, nothing is sent. */
export const RechargeErrors: Story = {
  tags: ['no-visual'],
  render: () => <RechargePage />,
  decorators: [pageDecorator({ path: '/costCenter/overview/recharge', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Recharge');
    await userEvent.click(canvas.getByRole('button', { name: 'Recharge' }));
    await expect(
      await canvas.findByText('Enter an amount from 0.01 to 1,000,000 with at most two decimals'),
    ).toBeVisible();
  },
};

/** A withdrawal with empty fields: one message per field, nothing is sent. */
export const WithdrawalErrors: Story = {
  tags: ['no-visual'],
  render: () => <WithdrawalPage />,
  decorators: [pageDecorator({ path: '/costCenter/overview/withdrawal', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Withdrawal', /Available: .*15,594\.00/);
    await userEvent.click(canvas.getByRole('button', { name: 'Request the withdrawal' }));
    await expect(await canvas.findByText('12 to 19 digits')).toBeVisible();
    await expect(
      canvas.getByText('Enter an amount from 0.01 to 1,000,000 with at most two decimals'),
    ).toBeVisible();
  },
};

/** Refund with no order chosen and no reason: both fields say what they need. */
export const RefundErrors: Story = {
  tags: ['no-visual'],
  render: () => <RefundPage />,
  decorators: [pageDecorator({ path: '/costCenter/overview/refund', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Refund', 'Reason');
    await userEvent.click(canvas.getByRole('button', { name: 'Request the refund' }));
    await expect(await canvas.findByText('Tell us why (up to 500 characters)')).toBeVisible();
  },
};

/** No paid order can be refunded. */
export const RefundNothingToRefund: Story = {
  tags: ['no-visual'],
  render: () => <RefundPage />,
  decorators: [pageDecorator({ path: '/costCenter/overview/refund', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [emptyPage('/client/order/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Refund', 'You have no paid order that can be refunded.');
  },
};

/** The paid orders cannot be loaded. */
export const RefundLoadError: Story = {
  tags: ['no-visual'],
  render: () => <RefundPage />,
  decorators: [pageDecorator({ path: '/costCenter/overview/refund', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [failing('/client/order/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Refund', 'This could not be loaded.');
  },
};

/** The server refuses the recharge (code 500): its message shows and the amount stays. */
export const RechargeServerError: Story = {
  tags: ['no-visual'],
  render: () => <RechargePage />,
  decorators: [
    pageDecorator({ path: '/costCenter/overview/recharge?amount=100.00', signedInAs: 'customer' }),
  ],
  parameters: { msw: { handlers: [failing('/client/account/recharge')] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Recharge');
    await userEvent.click(canvas.getByRole('button', { name: 'Recharge' }));
    // The error toast (role alert); it may still be fading in, so its presence is what counts.
    await within(document.body).findAllByText(/Service busy/, {}, { timeout: 10_000 });
    await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveValue('100.00');
  },
};
