import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { emptyPage, failing, loaded, pending, stillLoading } from '../parts/storyHelpers';
import UserInfoPage from '../system/UserInfoPage';
import AccountInfoPage from './AccountInfoPage';
import LoginLogPage from './LoginLogPage';
import SaveSetUpPage from './SaveSetUpPage';

const meta = {
  title: 'Pages/Account center',
  component: AccountInfoPage,
} satisfies Meta<typeof AccountInfoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountInfo: Story = {
  decorators: [pageDecorator({ path: '/accountCenter/accountInfo', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Account information', '139****5678');
  },
};

export const LoginLogError: Story = {
  render: () => <LoginLogPage />,
  decorators: [pageDecorator({ path: '/accountCenter/loginLog', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [failing('/client/login/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Sign-in log', 'This could not be loaded.');
  },
};

export const SecuritySettings: Story = {
  render: () => <SaveSetUpPage />,
  decorators: [pageDecorator({ path: '/accountCenter/saveSetUp', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Security settings', 'Change mobile');
  },
};

export const SecuritySettingsError: Story = {
  render: () => <SaveSetUpPage />,
  decorators: [pageDecorator({ path: '/accountCenter/saveSetUp', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [failing('/client/user/getBindInfo')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Security settings', 'This could not be loaded.');
  },
};

export const UserInfo: Story = {
  render: () => <UserInfoPage />,
  decorators: [pageDecorator({ path: '/system/userInfo', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Basic information', 'demo');
  },
};

export const AccountInfoLoading: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/accountCenter/accountInfo', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [pending('/client/user/detail')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Account information');
  },
};

export const AccountInfoError: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/accountCenter/accountInfo', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [failing('/client/user/detail')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Account information', 'This could not be loaded.');
  },
};

/** /accountCenter/loginLog: the demo customer's sign-ins, newest first. */
export const LoginLog: Story = {
  render: () => <LoginLogPage />,
  decorators: [pageDecorator({ path: '/accountCenter/loginLog', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Sign-in log');
    const table = await canvas.findByRole('table', { name: 'Sign-in log' });
    // The header row is there at once; wait for the data rows.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

export const LoginLogEmpty: Story = {
  tags: ['no-visual'],
  render: () => <LoginLogPage />,
  decorators: [pageDecorator({ path: '/accountCenter/loginLog', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [emptyPage('/client/login/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Sign-in log', 'No sign-ins recorded.');
  },
};

export const LoginLogLoading: Story = {
  tags: ['no-visual'],
  render: () => <LoginLogPage />,
  decorators: [pageDecorator({ path: '/accountCenter/loginLog', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [pending('/client/login/page')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Sign-in log');
  },
};

/** Changing the password with empty fields: each says what it needs, nothing is sent. */
export const SecuritySettingsPasswordErrors: Story = {
  tags: ['no-visual'],
  render: () => <SaveSetUpPage />,
  decorators: [pageDecorator({ path: '/accountCenter/saveSetUp', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Security settings', 'Change mobile');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(await dialog.findByText('Please enter the current login password')).toBeVisible();
  },
};

export const UserInfoError: Story = {
  tags: ['no-visual'],
  render: () => <UserInfoPage />,
  decorators: [pageDecorator({ path: '/system/userInfo', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [failing('/client/user/detail')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Basic information', 'This could not be loaded.');
  },
};

export const SecuritySettingsLoading: Story = {
  tags: ['no-visual'],
  render: () => <SaveSetUpPage />,
  decorators: [pageDecorator({ path: '/accountCenter/saveSetUp', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [pending('/client/user/getBindInfo')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Security settings');
  },
};

export const UserInfoLoading: Story = {
  tags: ['no-visual'],
  render: () => <UserInfoPage />,
  decorators: [pageDecorator({ path: '/system/userInfo', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [pending('/client/user/detail')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Basic information');
  },
};
