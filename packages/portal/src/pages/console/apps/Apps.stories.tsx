import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { emptyPage, failing, pending, stillLoading } from '../parts/storyHelpers';
import MyAppDetailPage from './MyAppDetailPage';
import MyAppPage from './MyAppPage';

const meta = {
  title: 'Pages/Console/Apps',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const list = pageDecorator({ path: '/appservers/myapp', signedInAs: 'customer' });
// A seeded app of the demo customer.
const detail = pageDecorator({ path: '/appservers/myappdetail?id=43', signedInAs: 'customer' });

export const Apps: Story = {
  decorators: [list],
  render: () => <MyAppPage />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'My apps' });
    // The header row is there at once; wait for the data rows.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

export const AppsEmpty: Story = {
  decorators: [list],
  parameters: { msw: { handlers: [emptyPage('/client/app/page')] } },
  render: () => <MyAppPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No apps match these filters.')).toBeVisible();
  },
};

export const AppsError: Story = {
  decorators: [list],
  parameters: { msw: { handlers: [failing('/client/app/page')] } },
  render: () => <MyAppPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This could not be loaded.')).toBeVisible();
  },
};

export const Detail: Story = {
  decorators: [detail],
  render: () => <MyAppDetailPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Requests this month')).toBeVisible();
  },
};

/** The renewal dialog: 3 months of app 43 at 1,885.00 a month, against the demo's 15,594.00 available. */
export const DetailRenew: Story = {
  decorators: [detail],
  parameters: { visual: { scope: 'page' } },
  render: () => <MyAppDetailPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Intellectual property')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: /^Renew / }));
    await userEvent.click(dialog.getByRole('radio', { name: '3 months' }));
    await expect(await dialog.findByText(/15,594\.00$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Pay .*5,655\.00 and renew$/ })).toBeEnabled();
  },
};

/** Too little balance for 12 months: the shortfall is explained, with Recharge instead of Pay. */
export const DetailRenewInsufficient: Story = {
  decorators: [detail],
  parameters: { visual: { scope: 'page' } },
  render: () => <MyAppDetailPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Renew' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: /^Renew / }));
    await userEvent.click(dialog.getByRole('radio', { name: '12 months' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('7,026.00');
    await expect(dialog.getByRole('button', { name: 'Recharge' })).toBeVisible();
  },
};

export const DetailError: Story = {
  decorators: [detail],
  parameters: { msw: { handlers: [failing('/client/app/detail/:id', 'get')] } },
  render: () => <MyAppDetailPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const AppsLoading: Story = {
  tags: ['no-visual'],
  decorators: [list],
  parameters: { msw: { handlers: [pending('/client/app/page')] } },
  render: () => <MyAppPage />,
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'My apps');
  },
};

export const DetailLoading: Story = {
  tags: ['no-visual'],
  decorators: [detail],
  parameters: { msw: { handlers: [pending('/client/app/detail/{id}')] } },
  render: () => <MyAppDetailPage />,
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement);
  },
};
