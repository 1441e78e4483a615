import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { emptyPage, failing } from '../parts/storyHelpers';
import InviteServiceDetailPage from './InviteServiceDetailPage';
import InviteServicePage from './InviteServicePage';
import MyServersDetailPage from './MyServersDetailPage';
import MyServersPage from './MyServersPage';

const meta = {
  title: 'Pages/Console/Services',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const list = pageDecorator({ path: '/appservers/myservers', signedInAs: 'customer' });
// A seeded service of the demo customer (the mock data is seeded the same way every time).
const detail = pageDecorator({ path: '/appservers/myserversdetail?id=28', signedInAs: 'customer' });
const invite = (code: string) =>
  pageDecorator({ path: `/service/inviteservicedetail?code=${code}`, signedInAs: 'customer' });

export const Services: Story = {
  decorators: [list],
  render: () => <MyServersPage />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'My services' });
    // The header row is there at once; wait for the data rows.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

export const ServicesEmpty: Story = {
  decorators: [list],
  parameters: { msw: { handlers: [emptyPage('/client/service/page')] } },
  render: () => <MyServersPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No services match these filters.')).toBeVisible();
  },
};

export const ServicesError: Story = {
  decorators: [list],
  parameters: { msw: { handlers: [failing('/client/service/page')] } },
  render: () => <MyServersPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This could not be loaded.')).toBeVisible();
  },
};

/** One service: overview with the RPC endpoint, members, the invite form. */
export const Detail: Story = {
  decorators: [detail],
  render: () => <MyServersDetailPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Members' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy the RPC endpoint' })).toBeVisible();
  },
};

export const DetailError: Story = {
  decorators: [detail],
  parameters: { msw: { handlers: [failing('/client/service/detail/:id', 'get')] } },
  render: () => <MyServersDetailPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A pending invitation (mock code INV-DEMO-2025): the accept button. */
export const InvitationPending: Story = {
  decorators: [invite('INV-DEMO-2025')],
  render: () => <InviteServiceDetailPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Accept and join' })).toBeVisible();
  },
};

/** An expired invitation (mock code INV-OLD-2024) is explained; no accept button. */
export const InvitationExpired: Story = {
  decorators: [invite('INV-OLD-2024')],
  render: () => <InviteServiceDetailPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This invitation has expired.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept and join' })).toBeNull();
  },
};

export const InvitationUnknown: Story = {
  decorators: [invite('NO-SUCH-CODE')],
  render: () => <InviteServiceDetailPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This invitation does not exist.')).toBeVisible();
  },
};

const enterCode = pageDecorator({ path: '/service/inviteservice', signedInAs: 'customer' });

/** /service/inviteservice: where a customer types the code from an invitation message. */
export const InvitationCode: Story = {
  decorators: [enterCode],
  render: () => <InviteServicePage />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: /Invitation code/ }),
    ).toBeVisible();
  },
};

/** Spaces are no code: refused before leaving the page, the field focused and kept. */
export const InvitationCodeMissing: Story = {
  tags: ['no-visual'],
  decorators: [enterCode],
  render: () => <InviteServicePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /Invitation code/ });
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await canvas.findByText('Enter the invitation code.')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
  },
};
