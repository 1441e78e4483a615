import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const HOME = { title: 'Home', path: '/homepage/homepage' };

const meta = {
  title: 'Layout/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      HOME,
      { title: 'Cost centre', path: '/costCenter' },
      { title: 'Account overview', path: '/costCenter/overview' },
      { title: 'Recharge' },
    ],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The trail as the app gives it; the last entry is the current page. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const home = within(nav).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', '#/homepage/homepage');
    await expect(within(nav).getByText('Recharge')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    // The separators are drawn, not text: the accessible names are the titles alone.
    await expect(nav).toHaveTextContent(/^HomeCost centreAccount overviewRecharge$/);
    const link = within(nav).getByRole('link', { name: 'Cost centre' });
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/costCenter');
  },
};

/** On the home page the app gives a single entry: nothing is added. */
export const AtHome: Story = {
  args: { items: [{ title: 'Home', path: '/homepage/homepage' }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(nav).getByText('Home')).toHaveAttribute('aria-current', 'page');
  },
};

/** Chinese under the purple preset. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    items: [
      { title: '主页', path: '/homepage/homepage' },
      { title: '费用中心', path: '/costCenter' },
      { title: '订单管理' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '面包屑导航' });
    await expect(within(nav).getByRole('link', { name: '主页' })).toBeInTheDocument();
  },
};

const fits = (element: Element) => element.scrollWidth <= element.clientWidth;

/**
 * A long trail in a narrow bar (phone width): the entries before the current page keep their full
 * titles (so the gap around each separator stays even), and only the current page is shortened.
 */
export const Narrow: Story = {
  args: {
    items: [
      HOME,
      { title: 'Fee center', path: '/costCenter' },
      { title: 'Order management and invoicing of every service' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { viewport: { width: 390, height: 120 } } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    for (const item of items.slice(0, -1)) await expect(fits(item)).toBe(true);
    await expect(fits(within(nav).getByText(/^Order management/))).toBe(false);
  },
};

/** With room to spare the current page is shown in full. */
export const RoomToSpare: Story = {
  args: { items: [HOME, { title: 'Fee center', path: '/costCenter' }, { title: 'Order management' }] },
  decorators: [
    (Story) => (
      <div style={{ width: 600, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(fits(within(nav).getByText('Order management'))).toBe(true);
  },
};
