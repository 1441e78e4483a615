import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoMenu, effectsSettled } from '../internal/storyData';
import { Sidebar } from './Sidebar';

const Logo = () => (
  <>
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#1890ff" />
      <path d="M7 12h10M12 7v10" stroke="#fff" strokeWidth="2.5" />
    </svg>
    <span>Chain Portal</span>
  </>
);

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: {
    items: demoMenu('en'),
    activePath: '/costCenter/orderMGT',
    logo: <Logo />,
    onNavigate: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 640, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Expanded column: the group of the active page is open, the page is marked current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = canvas.getByRole('link', { name: 'Order management' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Cost centre' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // A route with one visible child shows as that child; hidden pages are not listed.
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/homepage/homepage');
    await expect(canvas.queryByText('Service detail')).not.toBeInTheDocument();
    // External links open in a new tab; the '#' placeholder is not a link.
    const docs = canvas.getByRole('link', { name: /Developer docs/ });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(canvas.queryByRole('link', { name: 'Coming soon' })).not.toBeInTheDocument();
  },
};

/** The active item shows its alternate icon when it has one (Home here). */
export const ActiveIcon: Story = {
  args: { activePath: '/homepage/homepage', showLogo: false },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home.querySelector('[data-active-icon]')).not.toBeNull();
  },
};

/** Icon rail: only icons; a group opens its pages as a menu (→ or Enter). */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ args, canvasElement }) => {
    await effectsSettled();
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: 'Services and apps' });
    group.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Contract management' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My services' })).toHaveFocus());
    // Keep the Storybook iframe's address as it is.
    canvasElement.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/appservers/myapp');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Keyboard only: ↑/↓ move, → opens a group and enters it, ← closes it or goes to the parent, Enter/Space toggle. */
export const KeyboardNavigation: Story = {
  tags: ['no-visual'],
  args: { activePath: '/homepage/homepage' },
  play: async ({ args, canvasElement }) => {
    await effectsSettled();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const services = canvas.getByRole('button', { name: 'Services and apps' });
    await expect(services).toHaveFocus();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'My services' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(services).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const contract = canvas.getByRole('button', { name: 'Contract management' });
    await expect(contract).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(contract).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: /Developer docs/ })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowRight}{ArrowDown}{ArrowDown}');
    const apps = canvas.getByRole('link', { name: 'My apps' });
    await expect(apps).toHaveFocus();
    apps.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/appservers/myapp');
  },
};

/** Below 992px the sidebar is a drawer: focus is trapped, Esc closes it, and so does a navigation. */
export const Drawer: Story = {
  args: { mode: 'drawer' },
  parameters: {
    visual: { scope: 'page', viewport: { width: 390, height: 844 } },
    docs: { story: { inline: false, height: '600px' } },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open menu
        </button>
        <Sidebar
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    await effectsSettled();
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Navigation menu' });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(body.getByRole('button', { name: 'Open menu' }));
    const again = await body.findByRole('dialog');
    const link = within(again).getByRole('link', { name: 'Order management' });
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/costCenter/orderMGT');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(body.getByRole('button', { name: 'Open menu' }));
    await body.findByRole('dialog');
  },
};

/** Chinese under the purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { items: demoMenu('zh'), activePath: '/messageCenter/noticeSetting' },
};
