import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageDecorator } from '../../../stories/pageStory';
import { failing, loaded } from '../parts/storyHelpers';
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
