import { Bell, Ellipsis, Menu as MenuIcon, PanelLeft, Settings } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lazyMenu, LazyMenuButton } from '../../internal/LazyMenuButton';
import { UserBadge, UserButton } from './UserBadge';
import { CountBadge, IconButton, VisuallyHidden } from '../internal/parts';

/** Where the message bell leads (docs/product.md#routes). */
export const MESSAGE_CENTER_HREF = '#/messageCenter/systemNotice/systemNotice';

export interface NavbarProps {
  /** Product title shown at the start of the bar. */
  title?: ReactNode;
  /** Whether the sidebar is open (desktop: full width; mobile: drawer shown). Drives `aria-expanded`. */
  sidebarOpen: boolean;
  /** Called when the hamburger button is pressed. */
  onToggleSidebar: () => void;
  /** id of the sidebar element, for the hamburger's `aria-controls`. */
  sidebarId?: string;
  /** Mobile layout: the hamburger opens the navigation drawer. @default false */
  mobile?: boolean;
  /** The breadcrumb (usually `<Breadcrumb>`), hidden on mobile. */
  breadcrumb?: ReactNode;
  /** Unread messages; the bell's badge shows it when above zero. @default 0 */
  messageCount?: number;
  /** Where the bell links to. @default '#/messageCenter/systemNotice/systemNotice' */
  messageHref?: string;
  /** Called when the bell is activated (the link still navigates). */
  onMessagesClick?: () => void;
  /** The signed-in user's name, shown next to the avatar. */
  userName: string;
  /** Avatar image URL; without one, the first letter of the name is shown. */
  avatarUrl?: string;
  /** "Basic information" in the user menu. */
  onBasicInfo?: () => void;
  /** "Change password" in the user menu (the portal opens the password dialog). */
  onChangePassword?: () => void;
  /** "Log out" in the user menu. */
  onLogout: () => void;
  /** Slot for `<HeaderSearch>`. */
  search?: ReactNode;
  /** Slot for `<ErrorLog>`. */
  errorLog?: ReactNode;
  /** A further control (the demo role switch): before the search; in "More tools" on a phone. */
  extra?: ReactNode;
  /** Slot for `<LangSelect>`. */
  langSelect?: ReactNode;
  /** Shows the settings button and is called when it is pressed. */
  onOpenSettings?: () => void;
  /** Rendered first inside the banner, before the toggle (the AppShell puts its skip link here). */
  skipLink?: ReactNode;
}

const Bar = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  gap: var(--cp-space-sm);
  height: var(--cp-navbar-height);
  padding: 0 var(--cp-space-sm);
  background: var(--cp-bg);
  border-bottom: 1px solid var(--cp-border-light);
  box-shadow: var(--cp-shadow-sm);
  container: navbar / inline-size;
`;

/*
 * The search box takes less room when the bar is narrow (a 1280 px window with the sidebar open), so
 * that the breadcrumb keeps the room it needs (issue 27).
 */
const SearchSlot = styled.div`
  display: contents;
  @container navbar (max-width: 1100px) {
    & input {
      width: 104px;
    }
    & kbd {
      display: none;
    }
  }
`;

const Title = styled.div`
  flex: none;
  font-size: var(--cp-font-lg);
  font-weight: 600;
  color: var(--cp-text);
  white-space: nowrap;
  max-width: 40vw;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Crumbs = styled.div`
  flex: 1;
  min-width: 0;
  margin-left: var(--cp-space-sm);
  &[data-mobile='true'] {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-xs);
  flex: none;
`;

/*
 * On a phone the secondary tools (search, error log, language and size, settings) sit in a panel under
 * the bar that the "More tools" button shows and hides (a disclosure), so the bar never overflows.
 */
const MorePanel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-sm);
  background: var(--cp-bg);
  border-bottom: 1px solid var(--cp-border-light);
  box-shadow: var(--cp-shadow-sm);
  &[hidden] {
    display: none;
  }
  & > * {
    max-width: 100%;
  }
`;

// The user menu (Radix dropdown with floating-ui) is its own chunk, like the language menu.
const userMenu = lazyMenu<UserMenuSlotProps>(() => import('./UserMenu'));

type UserMenuSlotProps = Pick<
  NavbarProps,
  'userName' | 'avatarUrl' | 'onBasicInfo' | 'onChangePassword' | 'onLogout'
> & {
  mobile: boolean;
};

function UserMenuSlot(props: UserMenuSlotProps) {
  return (
    <LazyMenuButton
      menu={userMenu}
      menuProps={props}
      trigger={(handlers) => (
        <UserButton
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          data-state="closed"
          {...handlers}
        >
          <UserBadge userName={props.userName} avatarUrl={props.avatarUrl} mobile={props.mobile} />
        </UserButton>
      )}
    />
  );
}

/**
 * The console's top bar: sidebar toggle, product title, breadcrumb, and the tools on the right
 * (search, error log, language, message bell, settings, user menu). On a phone (`mobile`) the bar keeps
 * the toggle, the title, the bell and the user menu; the other tools move behind a "More tools" button.
 */
export function Navbar({
  title,
  sidebarOpen,
  onToggleSidebar,
  sidebarId,
  mobile = false,
  breadcrumb,
  messageCount = 0,
  messageHref = MESSAGE_CENTER_HREF,
  onMessagesClick,
  userName,
  avatarUrl,
  onBasicInfo,
  onChangePassword,
  onLogout,
  search,
  errorLog,
  langSelect,
  extra,
  onOpenSettings,
  skipLink,
}: NavbarProps) {
  const { t } = useTranslation('ui');
  const moreId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    // A popup inside (a language list) handles its own Escape first.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    setMoreOpen(false);
    moreButton.current?.focus();
  };
  const settingsButton = onOpenSettings ? (
    <IconButton type="button" aria-label={t('layout.navbar.settings')} onClick={onOpenSettings}>
      <Settings aria-hidden="true" />
    </IconButton>
  ) : null;
  const secondary = (
    <>
      {extra}
      {search && <SearchSlot>{search}</SearchSlot>}
      {errorLog}
      {langSelect}
    </>
  );
  const toggleLabel = mobile
    ? t('layout.navbar.toggleDrawer')
    : sidebarOpen
      ? t('layout.navbar.toggleSidebarOpen')
      : t('layout.navbar.toggleSidebarClosed');
  return (
    <Bar data-mobile={mobile}>
      {skipLink}
      <IconButton
        type="button"
        aria-label={toggleLabel}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      >
        {mobile ? <MenuIcon aria-hidden="true" /> : <PanelLeft aria-hidden="true" />}
      </IconButton>
      {title && <Title>{title}</Title>}
      {breadcrumb && !mobile ? <Crumbs>{breadcrumb}</Crumbs> : <Spacer />}
      <Tools>
        {mobile ? null : secondary}
        <IconButton as="a" href={messageHref} onClick={onMessagesClick}>
          <Bell aria-hidden="true" />
          <VisuallyHidden>
            {messageCount > 0
              ? t('layout.navbar.messagesUnread', { count: messageCount })
              : t('layout.navbar.messages')}
          </VisuallyHidden>
          <CountBadge count={messageCount} />
        </IconButton>
        {mobile ? null : settingsButton}
        <UserMenuSlot
          userName={userName}
          avatarUrl={avatarUrl}
          mobile={mobile}
          onBasicInfo={onBasicInfo}
          onChangePassword={onChangePassword}
          onLogout={onLogout}
        />
        {mobile ? (
          <IconButton
            ref={moreButton}
            type="button"
            aria-label={t('layout.navbar.moreTools')}
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen((open) => !open)}
          >
            <Ellipsis aria-hidden="true" />
          </IconButton>
        ) : null}
      </Tools>
      {mobile ? (
        <MorePanel id={moreId} hidden={!moreOpen} onKeyDown={closeOnEscape}>
          {secondary}
          {settingsButton}
        </MorePanel>
      ) : null}
    </Bar>
  );
}
