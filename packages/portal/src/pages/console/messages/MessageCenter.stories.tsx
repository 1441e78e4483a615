import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { emptyPage, failing, pending, stillLoading } from '../parts/storyHelpers';
import NoticeSettingPage from './NoticeSettingPage';
import SystemNoticePage from './SystemNoticePage';

const meta = {
  title: 'Pages/Console/Message center',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const notices = pageDecorator({ path: '/messageCenter/systemNotice/systemNotice', signedInAs: 'customer' });
const receivers = pageDecorator({ path: '/messageCenter/noticeSetting', signedInAs: 'customer' });

/** The customer's notices, newest first, unread ones tagged. */
export const Notices: Story = {
  decorators: [notices],
  render: () => <SystemNoticePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'System notices' });
    // The header row is there at once; wait for the data rows.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** No notice matches. */
export const NoticesEmpty: Story = {
  decorators: [notices],
  parameters: { msw: { handlers: [emptyPage('/client/user/message/page')] } },
  render: () => <SystemNoticePage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No notices match these filters.')).toBeVisible();
  },
};

/** The list cannot be loaded: a message and a retry button. */
export const NoticesError: Story = {
  decorators: [notices],
  parameters: { msw: { handlers: [failing('/client/user/message/page')] } },
  render: () => <SystemNoticePage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This could not be loaded.')).toBeVisible();
  },
};

/** Notice receivers with their types and channels. */
export const Receivers: Story = {
  decorators: [receivers],
  render: () => <NoticeSettingPage />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Notice settings' });
    await expect((await within(table).findAllByRole('button', { name: 'Edit' })).length).toBeGreaterThan(0);
  },
};

export const ReceiversEmpty: Story = {
  decorators: [receivers],
  parameters: { msw: { handlers: [emptyPage('/client/user/message/pageReceive')] } },
  render: () => <NoticeSettingPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No receivers yet/)).toBeVisible();
  },
};

export const ReceiversError: Story = {
  decorators: [receivers],
  parameters: { msw: { handlers: [failing('/client/user/message/pageReceive')] } },
  render: () => <NoticeSettingPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This could not be loaded.')).toBeVisible();
  },
};

export const NoticesLoading: Story = {
  tags: ['no-visual'],
  decorators: [notices],
  parameters: { msw: { handlers: [pending('/client/user/message/page')] } },
  render: () => <SystemNoticePage />,
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'System notices');
  },
};

export const ReceiversLoading: Story = {
  tags: ['no-visual'],
  decorators: [receivers],
  parameters: { msw: { handlers: [pending('/client/user/message/pageReceive')] } },
  render: () => <NoticeSettingPage />,
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Notice settings');
  },
};

/** Saving an empty receiver: one message per field, nothing is sent. */
export const ReceiverErrors: Story = {
  tags: ['no-visual'],
  decorators: [receivers],
  render: () => <NoticeSettingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add receiver' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Add a notice receiver' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter a name.')).toBeVisible();
    await expect(dialog.getByText('Enter an 11-digit mobile number starting with 1.')).toBeVisible();
  },
};
