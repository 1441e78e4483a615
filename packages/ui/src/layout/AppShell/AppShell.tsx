import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Navbar, type NavbarProps } from '../Navbar';
import type { Settings } from '../SettingsPanel';
import { Sidebar, type SidebarProps } from '../Sidebar';
import { TagBar, type TagBarProps } from '../TagBar';
import type { Language } from '../../i18n';
import { useIsMobile } from './useIsMobile';
import { LoadBoundary, retryableLazy } from '../../internal/retryableLazy';

export interface AppShellProps {
  /** The layout settings (tag bar, fixed header, sidebar logo, theme...). */
  settings: Settings;
  /** Called with changed settings from the settings panel. */
  onSettingsChange: (change: Partial<Settings>) => void;
  /** Whether the settings panel is open. @default false */
  settingsOpen?: boolean;
  /** Opens or closes the settings panel (the navbar's settings button shows when `settings.showSettings`). */
  onSettingsOpenChange?: (open: boolean) => void;
  /** The interface language (the pinyin switch is offered for Chinese). */
  language: Language;
  /** Desktop: full sidebar (true) or icon rail (false). Mobile: drawer shown or not. */
  sidebarOpen: boolean;
  /**
   * Called with the wanted sidebar state: by the hamburger, by the drawer closing, and with `false`
   * once when the viewport becomes mobile (the spec's "closing stores 0").
   */
  onSidebarToggle: (open: boolean) => void;
  /** Overrides the viewport detection (`useIsMobile`), e.g. in tests. */
  isMobile?: boolean;
  /** Sidebar content: the menu, the active path, the logo, links. */
  sidebar: Pick<SidebarProps, 'items' | 'activePath' | 'onNavigate' | 'renderLink' | 'logo' | 'label'>;
  /** Navbar content, except the sidebar toggle and settings button which the shell wires. */
  navbar: Omit<
    NavbarProps,
    'sidebarOpen' | 'onToggleSidebar' | 'sidebarId' | 'mobile' | 'onOpenSettings' | 'skipLink'
  >;
  /** The tag bar, shown when `settings.tagsView` is on. */
  tagBar?: TagBarProps;
  /**
   * A control beside the page's place rather than in front of it (the demo role switch): at the end
   * of the tag bar's row on desktop, so it never takes the breadcrumb's room; in the navbar (its
   * "More tools" panel on a phone) when there is no tag bar.
   */
  headerExtra?: ReactNode;
  /** The page. */
  children?: ReactNode;
  /** id of the `<main>` element (the skip link's target). @default 'main-content' */
  mainId?: string;
}

// The settings panel (Radix Dialog, radio group and switches) is its own chunk, fetched on the first
// open; until then the closed panel renders nothing, as a closed dialog does.
// If its file cannot be loaded, the frame stays and the next open imports it anew (decision 0053).
const settingsPanel = retryableLazy(async () => ({
  default: (await import('../SettingsPanel/SettingsPanel')).SettingsPanel,
}));
const SettingsPanel = settingsPanel.Component;

// The banner comes first in the DOM (skip link, then the toggle that controls the sidebar), the
// sidebar second, the page last; the grid puts the sidebar on the left.
const Root = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'aside header'
    'aside main';
  min-height: 100vh;
  background: var(--cp-bg-subtle);
  &[data-mobile] {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'header'
      'main';
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: -100px;
  left: var(--cp-space-sm);
  z-index: var(--cp-z-loading);
  padding: var(--cp-space-sm) var(--cp-space-lg);
  border-radius: var(--cp-radius-md);
  background: var(--cp-primary-solid);
  color: var(--cp-primary-contrast);
  text-decoration: none;
  &:focus {
    top: var(--cp-space-sm);
  }
`;

const Aside = styled.div`
  grid-area: aside;
  position: sticky;
  top: 0;
  align-self: start;
  height: 100vh;
  z-index: var(--cp-z-sidebar);
`;

const Header = styled.div`
  grid-area: header;
  min-width: 0;
  z-index: var(--cp-z-header);
  &[data-fixed] {
    position: sticky;
    top: 0;
    align-self: start;
  }
`;

/* The tag bar's row: the tabs take the room, the header's extra control sits at its end. */
const TagRow = styled.div`
  display: flex;
  align-items: stretch;
  background: var(--cp-bg);
  & > nav {
    flex: 1;
    min-width: 0;
  }
`;

/* A landmark of its own (complementary), as every part of the page is in one. */
const TagRowEnd = styled.aside`
  display: flex;
  flex: none;
  align-items: center;
  padding: 0 var(--cp-space-md);
  border-bottom: 1px solid var(--cp-border-light);
  box-shadow: 0 1px 3px 0 var(--cp-shadow-soft);
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: var(--cp-space-lg);
  &:focus {
    outline: none;
  }
`;

/**
 * The console frame: sidebar (column or icon rail on desktop, drawer below 992px), navbar, tag
 * bar, the page in a `<main>` landmark with a skip link to it, and the settings panel.
 */
export function AppShell({
  settings,
  onSettingsChange,
  settingsOpen = false,
  onSettingsOpenChange,
  language,
  sidebarOpen,
  onSidebarToggle,
  isMobile,
  sidebar,
  navbar,
  headerExtra,
  tagBar,
  children,
  mainId = 'main-content',
}: AppShellProps) {
  const { t } = useTranslation('ui');
  const detected = useIsMobile();
  const mobile = isMobile ?? detected;
  const sidebarId = useId();
  const [settingsWanted, setSettingsWanted] = useState(settingsOpen);
  if (settingsOpen && !settingsWanted) setSettingsWanted(true);
  const [settingsAttempt, setSettingsAttempt] = useState(0);
  const [settingsFailed, setSettingsFailed] = useState(false);
  // Opened again after its code failed to load: import it anew.
  if (settingsOpen && settingsFailed) {
    settingsPanel.retry();
    setSettingsFailed(false);
    setSettingsAttempt((n) => n + 1);
  }

  // Entering the mobile layout closes the sidebar so the drawer does not cover the page.
  const wasMobile = useRef(mobile);
  useEffect(() => {
    if (mobile && !wasMobile.current) onSidebarToggle(false);
    wasMobile.current = mobile;
  }, [mobile, onSidebarToggle]);

  const skipLink = (
    <SkipLink
      href={`#${mainId}`}
      onClick={(event) => {
        // Hash routing owns location.hash: move focus instead of changing the address.
        event.preventDefault();
        document.getElementById(mainId)?.focus();
      }}
    >
      {t('layout.shell.skipToContent')}
    </SkipLink>
  );

  const logoShown = !mobile && sidebarOpen && settings.sidebarLogo && Boolean(sidebar.logo);
  const tagRow = settings.tagsView && tagBar ? tagBar : undefined;
  const extraInTagRow = Boolean(tagRow && !mobile && headerExtra);

  return (
    <Root data-mobile={mobile ? '' : undefined}>
      <Header data-fixed={settings.fixedHeader ? '' : undefined}>
        <Navbar
          {...navbar}
          // The product's name shows once: in the sidebar's logo when that is shown, else here.
          title={logoShown ? undefined : navbar.title}
          extra={extraInTagRow ? undefined : headerExtra}
          skipLink={skipLink}
          mobile={mobile}
          sidebarOpen={sidebarOpen}
          sidebarId={mobile ? undefined : sidebarId}
          onToggleSidebar={() => onSidebarToggle(!sidebarOpen)}
          onOpenSettings={
            settings.showSettings && onSettingsOpenChange ? () => onSettingsOpenChange(true) : undefined
          }
        />
        {tagRow && (
          <TagRow>
            <TagBar {...tagRow} />
            {extraInTagRow && <TagRowEnd>{headerExtra}</TagRowEnd>}
          </TagRow>
        )}
      </Header>
      {mobile ? (
        <Sidebar
          {...sidebar}
          mode="drawer"
          open={sidebarOpen}
          onOpenChange={onSidebarToggle}
          showLogo={settings.sidebarLogo}
        />
      ) : (
        <Aside>
          <Sidebar {...sidebar} id={sidebarId} collapsed={!sidebarOpen} showLogo={settings.sidebarLogo} />
        </Aside>
      )}
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      {settingsWanted && (
        <LoadBoundary
          attempt={settingsAttempt}
          fallback={null}
          onError={() => {
            // Closed, so that opening it again imports it anew.
            setSettingsFailed(true);
            onSettingsOpenChange?.(false);
          }}
        >
          <Suspense fallback={null}>
            <SettingsPanel
              open={settingsOpen}
              onOpenChange={(open) => onSettingsOpenChange?.(open)}
              settings={settings}
              onChange={onSettingsChange}
              language={language}
            />
          </Suspense>
        </LoadBoundary>
      )}
    </Root>
  );
}
