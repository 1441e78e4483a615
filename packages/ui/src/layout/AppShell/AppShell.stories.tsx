import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Breadcrumb } from '../Breadcrumb';
import { ErrorLog } from '../ErrorLog';
import { HeaderSearch } from '../HeaderSearch';
import { demoMenu, effectsSettled } from '../internal/storyData';
import { LangSelect } from '../LangSelect';
import { findActiveTrail, visibleMenu } from '../menu';
import { DEFAULT_SETTINGS, type Settings } from '../SettingsPanel';
import { tagsReducer, type TagsState } from '../TagBar';
import { AppShell } from './AppShell';

type Lang = 'en' | 'zh';

interface DemoProps {
  lang: Lang;
  isMobile?: boolean;
  initialSettings?: Partial<Settings>;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

const copy = {
  en: {
    product: 'Chain Service Portal',
    user: 'Alice Chen',
    intro: 'Orders of the last 30 days. Paid orders can be invoiced from Invoice management.',
    rows: ['Core chain node, 12 months', 'Open consensus chain, 6 months', 'Contract deployment'],
    status: 'Paid',
  },
  zh: {
    product: '区块链服务平台',
    user: '张三',
    intro: '最近 30 天的订单。已支付的订单可在发票管理中申请开票。',
    rows: ['核心链节点，12 个月', '开放共识链，6 个月', '合约部署'],
    status: '已支付',
  },
} as const;

function Logo({ title }: { title: string }) {
  return (
    <>
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" style={{ flex: 'none' }}>
        <rect x="2" y="2" width="20" height="20" rx="5" fill="#1890ff" />
        <path d="M7 12h10M12 7v10" stroke="#fff" strokeWidth="2.5" />
      </svg>
      <span>{title}</span>
    </>
  );
}

/** The shell wired like the portal: menu, tabs from `tagsReducer`, settings, sidebar state. */
function Demo({ lang, isMobile, initialSettings, onNavigate, onLogout }: DemoProps) {
  const text = copy[lang];
  const items = useMemo(() => demoMenu(lang), [lang]);
  const menu = useMemo(() => visibleMenu(items), [items]);
  const [activePath, setActivePath] = useState('/costCenter/orderMGT');
  const [sidebarOpen, setSidebarOpen] = useState(!isMobile);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settings, setSettings] = useState<Settings>({
    ...DEFAULT_SETTINGS,
    showSettings: true,
    ...initialSettings,
  });
  const [tags, dispatch] = useReducer(tagsReducer, undefined, (): TagsState => {
    const home = menu[0]!;
    return {
      visitedViews: [
        { path: home.path, title: home.title, name: home.key, affix: true },
        ...['/appservers/myservers', '/costCenter/orderMGT'].map((path) => {
          const item = findActiveTrail(menu, path).at(-1)!;
          return { path, title: item.title, name: item.key };
        }),
      ],
      cachedViews: [],
    };
  });
  const trail = findActiveTrail(menu, activePath);
  const current = trail.at(-1);

  const navigate = useCallback(
    (path: string) => {
      const item = findActiveTrail(menu, path).at(-1);
      setActivePath(path);
      if (item) dispatch({ type: 'add', view: { path, title: item.title, name: item.key } });
      onNavigate(path);
    },
    [menu, onNavigate],
  );

  return (
    <AppShell
      language={lang}
      isMobile={isMobile}
      settings={settings}
      onSettingsChange={(change) => setSettings((s) => ({ ...s, ...change }))}
      settingsOpen={settingsOpen}
      onSettingsOpenChange={setSettingsOpen}
      sidebarOpen={sidebarOpen}
      onSidebarToggle={setSidebarOpen}
      sidebar={{ items, activePath, onNavigate: navigate, logo: <Logo title={text.product} /> }}
      navbar={{
        title: isMobile ? text.product : undefined,
        breadcrumb: (
          <Breadcrumb
            // The app starts the trail at home unless it is the home page (the portal's rule).
            items={[
              ...(trail[0]?.key === menu[0]?.key ? [] : menu.slice(0, 1)),
              ...trail.map((i) => ({ title: i.title })),
            ]}
            onNavigate={navigate}
          />
        ),
        messageCount: 3,
        userName: text.user,
        onBasicInfo: () => navigate('/accountCenter/accountInfo'),
        onChangePassword: () => {},
        onLogout,
        search: isMobile ? undefined : (
          <HeaderSearch items={items} onNavigate={navigate} pinyin={settings.supportPinyinSearch} />
        ),
        errorLog: (
          <ErrorLog
            entries={[
              { message: 'Request timed out', url: '/#/costCenter/orderMGT', time: '2026-03-02T09:15:30' },
            ]}
            onClear={() => {}}
          />
        ),
        langSelect: <LangSelect value={lang} onChange={() => {}} />,
      }}
      tagBar={{
        tabs: tags.visitedViews,
        activePath,
        onNavigate: navigate,
        onRefresh: (path) => dispatch({ type: 'uncache', path }),
        onClose: (path) => dispatch({ type: 'close', path }),
        onCloseOthers: (path) => dispatch({ type: 'closeOthers', path }),
        onCloseAll: () => dispatch({ type: 'closeAll' }),
      }}
    >
      <section
        style={{
          background: 'var(--cp-bg)',
          borderRadius: 'var(--cp-radius-lg)',
          padding: 'var(--cp-space-xl)',
          boxShadow: 'var(--cp-shadow-sm)',
        }}
      >
        <h1 style={{ margin: '0 0 8px', fontSize: 'var(--cp-font-xl)' }}>{current?.title}</h1>
        <p style={{ margin: '0 0 16px', color: 'var(--cp-text-secondary)' }}>{text.intro}</p>
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {text.rows.map((row) => (
            <li
              key={row}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                padding: '12px 0',
                borderTop: '1px solid var(--cp-border-light)',
              }}
            >
              <span>{row}</span>
              <span style={{ color: 'var(--cp-success)' }}>{text.status}</span>
            </li>
          ))}
        </ul>
      </section>
    </AppShell>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: Demo,
  args: { lang: 'en', onNavigate: fn(), onLogout: fn() },
  parameters: {
    layout: 'fullscreen',
    visual: { scope: 'page', viewport: { width: 1280, height: 800 } },
    docs: { story: { inline: false, height: '800px' } },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop 1280x800: the skip link leads to the main content; the sidebar navigates and opens a tab. */
export const Desktop: Story = {
  play: async ({ args, canvasElement }) => {
    await effectsSettled();
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    const sidebar = canvas.getByRole('navigation', { name: 'Main menu' });
    const link = within(sidebar).getByRole('link', { name: 'Consumption details' });
    // Keep the Storybook iframe's address as it is (the link would set #/costCenter/...).
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/costCenter/consumptiondetail');
    const tabs = canvas.getByRole('navigation', { name: 'Open pages' });
    await expect(within(tabs).getByRole('link', { name: 'Consumption details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Consumption details');
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByText('Consumption details')).toHaveAttribute('aria-current', 'page');
    link.blur();
  },
};

/** Desktop in Chinese under the purple preset, with a fixed header. */
export const DesktopChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { lang: 'zh', initialSettings: { theme: '#722ed1', fixedHeader: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '跳到主要内容' })).toBeInTheDocument();
  },
};

/** The hamburger shrinks the sidebar to an icon rail and back. */
export const CollapseToRail: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse side menu' });
    await userEvent.click(toggle);
    const expand = canvas.getByRole('button', { name: 'Expand side menu' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // In the rail a group is a menu button rather than an inline disclosure.
    await expect(canvas.getByRole('button', { name: 'Cost centre' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: 'Cost centre' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Settings from the gear button: switching the tag bar off removes it; fixed header on. */
export const SettingsFlow: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('navigation', { name: 'Open pages' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page settings' }));
    const panel = within(await body.findByRole('dialog', { name: 'Page settings' }));
    await userEvent.click(panel.getByRole('switch', { name: 'Show open tabs' }));
    await expect(canvas.queryByRole('navigation', { name: 'Open pages' })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('switch', { name: 'Sidebar logo' }));
    await expect(canvas.queryByText('Chain Service Portal')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Page settings' })).toHaveFocus());
  },
};

/** Mobile 390x844: the hamburger opens the menu drawer (focus trapped, Esc and navigation close it). */
export const Mobile: Story = {
  args: { isMobile: true },
  parameters: { visual: { scope: 'page', viewport: { width: 390, height: 844 } } },
  play: async ({ args, canvasElement }) => {
    await effectsSettled();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    const hamburger = canvas.getByRole('button', { name: 'Open navigation menu' });
    await expect(hamburger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Navigation menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(hamburger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Navigation menu' });
    const overview = within(again).getByRole('link', { name: 'Account overview' });
    overview.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(overview);
    await expect(args.onNavigate).toHaveBeenCalledWith('/costCenter/overview');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Account overview');

    // Open again for the screenshot.
    await userEvent.click(hamburger);
    await body.findByRole('dialog', { name: 'Navigation menu' });
  },
};

/** Mobile in Chinese under the purple preset, drawer open. */
export const MobileChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { lang: 'zh', isMobile: true, initialSettings: { theme: '#722ed1' } },
  parameters: { visual: { scope: 'page', viewport: { width: 390, height: 844 } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开导航菜单' }));
    const drawer = await body.findByRole('dialog', { name: '导航菜单' });
    await expect(within(drawer).getByRole('link', { name: '订单管理' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Mobile without the drawer: navbar, tag bar and the page. */
export const MobileClosed: Story = {
  args: { isMobile: true },
  parameters: { visual: { scope: 'page', viewport: { width: 390, height: 844 } } },
};
