import type { Meta, StoryObj } from '@storybook/react-vite';
import { Boxes } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { navLinksEn, navLinksZh } from '../parts/storyFixtures';
import { PublicHeader } from './PublicHeader';

const languageSwitch = (
  <button
    type="button"
    style={{ height: 32, border: '1px solid #d0d4da', borderRadius: 4, background: '#fff' }}
  >
    English
  </button>
);

const meta = {
  title: 'Patterns/PublicHeader',
  component: PublicHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Chain Service Platform',
    logo: <Boxes color="#1677ff" />,
    links: navLinksEn,
    activeHref: '#/technicalDoc',
    languageSwitch,
    signedIn: false,
  },
} satisfies Meta<typeof PublicHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SignedIn: Story = { args: { signedIn: true, activeHref: '#/index' } };

/** Below 992px the navigation moves into a menu sheet. */
export const MobileMenuOpen: Story = {
  parameters: { visual: { scope: 'page', viewport: { width: 390, height: 720 } } },
  args: { menuMode: 'mobile' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Keyboard only: Tab to the menu button, Enter opens, focus stays inside, Esc closes and returns focus. */
export const MobileMenuKeyboard: Story = {
  tags: ['no-visual'],
  args: { menuMode: 'mobile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Chain Service Platform' })).toHaveFocus();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    // Focus is trapped: tabbing through every item never leaves the sheet.
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await expect(within(sheet).getByRole('link', { name: 'Sign in' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();

    // Following a link closes the sheet.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Menu' });
    within(again)
      .getByRole('link', { name: 'App market' })
      .addEventListener('click', (e) => e.preventDefault());
    within(again).getByRole('link', { name: 'App market' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Desktop: the active link is marked for assistive technology and the mobile menu button is hidden. */
export const DesktopNavigation: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(within(canvasElement).queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '#/register',
    );
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { title: '链服务平台', links: navLinksZh, activeHref: '#/index', logo: <Boxes color="#722ed1" /> },
};
