import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { emptyPage, failing } from '../parts/storyHelpers';
import MyFeedbackDetailPage from './MyFeedbackDetailPage';
import MyFeedbackPage from './MyFeedbackPage';

const meta = {
  title: 'Pages/Console/Work orders',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const list = pageDecorator({ path: '/myconsultation/myfeedback', signedInAs: 'customer' });
// A seeded work order of the demo customer.
const detail = pageDecorator({ path: '/myconsultation/myfeedbackdetail?id=13', signedInAs: 'customer' });

export const WorkOrders: Story = {
  decorators: [list],
  render: () => <MyFeedbackPage />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'My work orders' });
    // The header row is there at once; wait for the data rows.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

export const WorkOrdersEmpty: Story = {
  decorators: [list],
  parameters: { msw: { handlers: [emptyPage('/client/workOrder/page')] } },
  render: () => <MyFeedbackPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No work orders match these filters.')).toBeVisible();
  },
};

export const WorkOrdersError: Story = {
  decorators: [list],
  parameters: { msw: { handlers: [failing('/client/workOrder/page')] } },
  render: () => <MyFeedbackPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This could not be loaded.')).toBeVisible();
  },
};

/** The conversation and the reply form. */
export const Detail: Story = {
  decorators: [detail],
  render: () => <MyFeedbackDetailPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Conversation' })).toBeVisible();
  },
};

export const DetailError: Story = {
  decorators: [detail],
  parameters: { msw: { handlers: [failing('/client/workOrder/detail/:id', 'get')] } },
  render: () => <MyFeedbackDetailPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
