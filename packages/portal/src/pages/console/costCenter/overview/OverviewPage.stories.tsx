import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageDecorator } from '../../../../stories/pageStory';
import { failing, loaded } from '../../parts/storyHelpers';
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
