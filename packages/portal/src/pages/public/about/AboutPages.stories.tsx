import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import GuidePage from '../help/GuidePage';
import DownPage from '../help/DownPage';
import UserAgreePage from '../legal/UserAgreePage';
import WorkStorAgreePage from '../legal/WorkStorAgreePage';
import { pending, stillLoading } from '../../console/parts/storyHelpers';
import AboutUsPage from './AboutUsPage';
import ChannelCooperationPage from './ChannelCooperationPage';
import GradeSlaPage from './GradeSlaPage';
import IntroductionPage from './IntroductionPage';
import ServersAccessPage from '../access/ServersAccessPage';

const meta = {
  title: 'Pages/Public/Static',
  component: AboutUsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutUsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AboutUs: Story = { decorators: [pageDecorator({ path: '/aboutus' })] };
export const Introduction: Story = {
  render: () => <IntroductionPage />,
  decorators: [pageDecorator({ path: '/introduction' })],
};
export const ChannelCooperation: Story = {
  render: () => <ChannelCooperationPage />,
  decorators: [pageDecorator({ path: '/channelcooperation' })],
};
/** The four editions, each with its own picture; custom is negotiable. */
export const ServersAccess: Story = {
  render: () => <ServersAccessPage />,
  decorators: [pageDecorator({ path: '/serversaccess' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Editions' });
  },
};
export const GradeSla: Story = {
  render: () => <GradeSlaPage />,
  decorators: [pageDecorator({ path: '/gradesla' })],
};
export const Guide: Story = { render: () => <GuidePage />, decorators: [pageDecorator({ path: '/guide' })] };
export const Downloads: Story = {
  render: () => <DownPage />,
  decorators: [pageDecorator({ path: '/down' })],
};
export const UserAgreement: Story = {
  render: () => <UserAgreePage />,
  decorators: [pageDecorator({ path: '/useragree' })],
};
export const WorkOrderAgreement: Story = {
  render: () => <WorkStorAgreePage />,
  decorators: [pageDecorator({ path: '/workStoragree' })],
};
/** /down while the deployment's manifest of downloads loads. */
export const DownloadsLoading: Story = {
  tags: ['no-visual'],
  render: () => <DownPage />,
  decorators: [pageDecorator({ path: '/down' })],
  parameters: { msw: { handlers: [pending('/downloads/manifest.json', 'get')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Downloads');
  },
};
/** /down on a deployment that provides no downloads (no manifest). */
export const DownloadsNone: Story = {
  tags: ['no-visual'],
  render: () => <DownPage />,
  decorators: [pageDecorator({ path: '/down' })],
  parameters: {
    msw: { handlers: [http.get('*/downloads/manifest.json', () => new HttpResponse(null, { status: 404 }))] },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This site provides no downloads yet.', {}, { timeout: 10_000 });
  },
};
/** The partner application sent empty: each field says what it needs, nothing is sent. */
export const ChannelCooperationErrors: Story = {
  tags: ['no-visual'],
  render: () => <ChannelCooperationPage />,
  decorators: [pageDecorator({ path: '/channelcooperation' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByText('Enter the company name (2-100 characters).')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
  },
};
