import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageDecorator } from '../../stories/pageStory';
import NotFoundPage from './NotFoundPage';
import UnauthorizedPage from './UnauthorizedPage';

const meta = {
  title: 'Pages/Public/Errors',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /404 signed out: back to the landing page, or sign in. */
export const NotFound: Story = {
  decorators: [pageDecorator({ path: '/404', ownsMain: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /sign in/i })).toHaveAttribute('href', '/login');
  },
};

/** /404 signed in: back to the console home, no sign-in link. */
export const NotFoundSignedIn: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/404', ownsMain: true, signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Signed in, the page waits for the user's info first.
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /sign in/i })).toBeNull();
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/homepage/homepage');
  },
};

/** /401: no access to this page. */
export const Unauthorized: Story = {
  render: () => <UnauthorizedPage />,
  decorators: [pageDecorator({ path: '/401', ownsMain: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};
