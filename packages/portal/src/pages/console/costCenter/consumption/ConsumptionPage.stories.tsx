import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageDecorator } from '../../../../stories/pageStory';
import { failing, loaded } from '../../parts/storyHelpers';
import DropDetailPage from '../admin/DropDetailPage';
import RechargeDetailPage from '../admin/RechargeDetailPage';
import ConsumptionPage from './ConsumptionPage';

const meta = {
  title: 'Pages/Cost center/Consumption and admin details',
  component: ConsumptionPage,
} satisfies Meta<typeof ConsumptionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  decorators: [pageDecorator({ path: '/costCenter/consumptiondetail', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Consumption details', /^DD2026/);
  },
};

export const Empty: Story = {
  decorators: [
    pageDecorator({ path: '/costCenter/consumptiondetail?keyword=nothing-matches', signedInAs: 'customer' }),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Consumption details', 'No consumption in this period.');
  },
};

export const LoadError: Story = {
  decorators: [pageDecorator({ path: '/costCenter/consumptiondetail', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [failing('/client/account/consumption/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Consumption details', 'This could not be loaded.');
  },
};

export const DropDetails: Story = {
  render: () => <DropDetailPage />,
  decorators: [pageDecorator({ path: '/costCenter/dropdetail', signedInAs: 'admin' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Drop details', /CN¥/);
  },
};

export const RechargeDetails: Story = {
  render: () => <RechargeDetailPage />,
  decorators: [pageDecorator({ path: '/costCenter/rechargedetail', signedInAs: 'admin' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Recharge details', /^CZ/);
  },
};
