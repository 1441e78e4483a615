import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Breadcrumb } from '../Breadcrumb';
import { ErrorLog } from '../ErrorLog';
import { HeaderSearch } from '../HeaderSearch';
import { demoCrumbs, demoMenu, effectsSettled } from '../internal/storyData';
import { LangSelect } from '../LangSelect';
import { Navbar } from './Navbar';

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  args: {
    title: 'Chain Service Portal',
    sidebarOpen: true,
    onToggleSidebar: fn(),
    breadcrumb: <Breadcrumb items={demoCrumbs('en')} />,
    messageCount: 5,
    userName: 'Alice Chen',
    onBasicInfo: fn(),
    onChangePassword: fn(),
    onLogout: fn(),
    onOpenSettings: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, breadcrumb, unread messages on the bell, settings and the user menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('link', { name: 'Messages, 5 unread' });
    await expect(bell).toHaveAttribute('href', '#/messageCenter/systemNotice/systemNotice');
    await expect(canvas.getByRole('button', { name: 'Collapse side menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Every slot filled: search, error log and language next to the bell. */
export const WithTools: Story = {
  args: {
    messageCount: 120,
    search: <HeaderSearch items={demoMenu('en')} onNavigate={fn()} />,
    errorLog: (
      <ErrorLog
        entries={[{ message: 'x is undefined', url: '/#/homepage/homepage', time: 0 }]}
        onClear={fn()}
      />
    ),
    langSelect: <LangSelect value="en" onChange={fn()} />,
  },
};

/** Keyboard: the hamburger toggles the sidebar; the user menu opens with Enter and its items run. */
export const UserMenuKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    await effectsSettled();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Collapse side menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);

    canvas.getByRole('button', { name: 'Alice Chen' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    await expect(items).toEqual(['Basic information', 'Change password', 'Log out']);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Basic information' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Mobile bar: the hamburger opens the drawer; no breadcrumb, no user name. */
export const Mobile: Story = {
  args: { mobile: true, sidebarOpen: false, messageCount: 0 },
  parameters: { visual: { viewport: { width: 390, height: 200 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  },
};

/** Mobile bar with its secondary tools (search, language, settings) shown under it by "More tools". */
export const MobileMoreTools: Story = {
  args: {
    mobile: true,
    sidebarOpen: false,
    langSelect: <LangSelect value="en" onChange={fn()} />,
    onOpenSettings: fn(),
  },
  parameters: { visual: { scope: 'page', viewport: { width: 390, height: 260 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'More tools' });
    // Hidden at first: out of the accessibility tree too.
    await expect(canvas.queryByRole('button', { name: 'Page settings' })).toBeNull();
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Page settings' })).toBeVisible();
    // That nothing overflows a 390px screen is checked on real pages by e2e/frame.spec.ts (the
    // test-runner plays stories at its default width and resizes only for the screenshot).
  },
};

/** Chinese under the purple preset, with the user menu open, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    title: '区块链服务平台',
    userName: '张三',
    breadcrumb: <Breadcrumb items={demoCrumbs('zh')} />,
    langSelect: <LangSelect value="zh" onChange={fn()} />,
  },
  parameters: { visual: { scope: 'page', viewport: { width: 1024, height: 260 } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '张三' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  },
};
