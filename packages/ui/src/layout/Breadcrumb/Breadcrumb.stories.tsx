import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Layout/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { title: 'Cost centre', path: '/costCenter' },
      { title: 'Account overview', path: '/costCenter/overview' },
      { title: 'Recharge' },
    ],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home is added first; the last entry is the current page. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const home = within(nav).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', '#/homepage/homepage');
    await expect(within(nav).getByText('Recharge')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    const link = within(nav).getByRole('link', { name: 'Cost centre' });
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/costCenter');
  },
};

/** On the home page the trail already starts at home: it is not repeated. */
export const AtHome: Story = {
  args: { items: [{ title: 'Home', path: '/homepage/homepage' }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(nav).getByText('Home')).toHaveAttribute('aria-current', 'page');
  },
};

/** Chinese under the purple preset: the home entry reads 主页. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { items: [{ title: '费用中心', path: '/costCenter' }, { title: '订单管理' }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '面包屑导航' });
    await expect(within(nav).getByRole('link', { name: '主页' })).toBeInTheDocument();
  },
};
