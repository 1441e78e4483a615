import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageDecorator } from '../../../../stories/pageStory';
import { emptyPage, failing, loaded, pending, stillLoading } from '../../parts/storyHelpers';
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

export const Loading: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/costCenter/consumptiondetail', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [pending('/client/account/consumption/page')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Consumption details');
  },
};

const drops = pageDecorator({ path: '/costCenter/dropdetail', signedInAs: 'admin' });
const recharges = pageDecorator({ path: '/costCenter/rechargedetail', signedInAs: 'admin' });

export const DropDetailsEmpty: Story = {
  tags: ['no-visual'],
  render: () => <DropDetailPage />,
  decorators: [drops],
  parameters: { msw: { handlers: [emptyPage('/client/account/drop/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Drop details', /^No /);
  },
};

export const DropDetailsLoading: Story = {
  tags: ['no-visual'],
  render: () => <DropDetailPage />,
  decorators: [drops],
  parameters: { msw: { handlers: [pending('/client/account/drop/page')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Drop details');
  },
};

export const DropDetailsError: Story = {
  tags: ['no-visual'],
  render: () => <DropDetailPage />,
  decorators: [drops],
  parameters: { msw: { handlers: [failing('/client/account/drop/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Drop details', 'This could not be loaded.');
  },
};

export const RechargeDetailsEmpty: Story = {
  tags: ['no-visual'],
  render: () => <RechargeDetailPage />,
  decorators: [recharges],
  parameters: { msw: { handlers: [emptyPage('/client/account/recharge/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Recharge details', /^No /);
  },
};

export const RechargeDetailsLoading: Story = {
  tags: ['no-visual'],
  render: () => <RechargeDetailPage />,
  decorators: [recharges],
  parameters: { msw: { handlers: [pending('/client/account/recharge/page')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Recharge details');
  },
};

export const RechargeDetailsError: Story = {
  tags: ['no-visual'],
  render: () => <RechargeDetailPage />,
  decorators: [recharges],
  parameters: { msw: { handlers: [failing('/client/account/recharge/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Recharge details', 'This could not be loaded.');
  },
};
