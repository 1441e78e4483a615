import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Menu } from 'lucide-react';
import { whenIdle } from '../../internal/firstOpen';
import { media } from '../../theme';
import { LinkButton } from '../parts/LinkButton';
import { Container } from '../parts/Section';
import { IconButton } from './IconButton';

export interface PublicNavLink {
  href: string;
  label: string;
}

export interface PublicHeaderProps {
  /** The site title shown next to the logo; also the home link's name. */
  title: string;
  /** A logo (an `<img>` or an svg); decorative, the title names the home link. */
  logo?: ReactNode;
  /** Where the logo and title link to. @default '#/index' */
  homeHref?: string;
  /** Main navigation links, in order. @default [] */
  links?: PublicNavLink[];
  /** The href of the current page; that link is marked `aria-current="page"`. */
  activeHref?: string;
  /** A slot for the language switch (for example the layout's LangSelect). */
  languageSwitch?: ReactNode;
  /** Signed-in visitors see a console button; others see sign-in and register. @default false */
  signedIn?: boolean;
  /** @default '#/login' */
  signInHref?: string;
  /** @default '#/register' */
  registerHref?: string;
  /** @default '#/homepage/homepage' */
  consoleHref?: string;
  /**
   * 'responsive' shows the full bar from 992px and a menu button below; 'mobile' always shows the
   * menu button (for narrow containers). @default 'responsive'
   */
  menuMode?: 'responsive' | 'mobile';
  /** Name of the navigation landmark. @default t('ui:patterns.publicHeader.navLabel') */
  navLabel?: string;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: var(--cp-z-header);
  background: var(--cp-bg);
  border-bottom: 1px solid var(--cp-border-light);
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: var(--cp-space-xl);
  height: 64px;
`;

const Home = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--cp-space-sm);
  color: var(--cp-text);
  text-decoration: none;
  font-size: var(--cp-font-lg);
  font-weight: 600;
  white-space: nowrap;
  & img,
  & svg {
    height: 32px;
    width: auto;
  }
`;

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  [data-menu-mode='mobile'] & {
    display: none;
  }
  ${media.mobile} {
    display: none;
  }
`;

const Nav = styled(DesktopOnly)`
  flex: 1;
  min-width: 0;
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: var(--cp-space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-direction='column'] {
    flex-direction: column;
    align-items: stretch;
  }
`;

const NavLink = styled.a`
  display: flex;
  align-items: center;
  height: 40px;
  padding: 0 var(--cp-space-md);
  border-radius: var(--cp-radius-md);
  color: var(--cp-text);
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: var(--cp-primary-text);
    background: var(--cp-bg-subtle);
  }
  &[aria-current='page'] {
    color: var(--cp-primary-text);
    font-weight: 600;
    box-shadow: inset 0 -2px 0 var(--cp-primary-text);
  }
  [data-direction='column'] &[aria-current='page'] {
    background: var(--cp-primary-lighter);
    box-shadow: inset 3px 0 0 var(--cp-primary-text);
  }
`;

const Spacer = styled.div`
  flex: 1;
  display: none;
  [data-menu-mode='mobile'] & {
    display: block;
  }
  ${media.mobile} {
    display: block;
  }
`;

const MenuButton = styled(IconButton)`
  display: none;
  [data-menu-mode='mobile'] & {
    display: inline-flex;
  }
  ${media.mobile} {
    display: inline-flex;
  }
`;

const SheetActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-sm);
`;

const loadSheet = () => import('./MenuSheet');
/** How long after the load event a phone fetches the menu sheet, unless the visitor reaches for it first. */
const SHEET_WARM_UP_MS = 3000;
const MenuSheet = lazy(loadSheet);

/**
 * The public site's top bar: home link, main navigation with the current page marked, a language
 * switch slot and sign-in/register or console buttons. Below 992px the navigation moves into a
 * menu sheet (focus is trapped inside, Esc closes it and focus returns to the menu button).
 */
export function PublicHeader({
  title,
  logo,
  homeHref = '#/index',
  links = [],
  activeHref,
  languageSwitch,
  signedIn = false,
  signInHref = '#/login',
  registerHref = '#/register',
  consoleHref = '#/homepage/homepage',
  menuMode = 'responsive',
  navLabel,
}: PublicHeaderProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  // A new page closes the sheet, however it was reached (a sheet link, the back button, or a link
  // pressed while the sheet was still loading), so it never covers the page it opened over.
  const [pageShown, setPageShown] = useState(activeHref);
  if (pageShown !== activeHref) {
    setPageShown(activeHref);
    setOpen(false);
  }
  // The sheet (Radix Dialog: focus trap, scroll lock) is not part of the first load. Where the menu
  // button shows (phones), it is fetched once the page has settled (the load event, then
  // SHEET_WARM_UP_MS, then an idle moment) and mounted closed, so a press opens it at once; its code
  // run during start-up made long tasks. Reaching for the button (pointer down, focus, hover) fetches
  // it at once.
  const [sheetWanted, setSheetWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = menuButton.current;
    if (!button || getComputedStyle(button).display === 'none') return;
    let live = true;
    let cancelIdle = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const warmUp = () => {
      cancelIdle = whenIdle(
        () =>
          void loadSheet().then(() => {
            if (live) setSheetWanted(true);
          }),
        1500,
      );
    };
    const afterLoad = () => {
      timer = setTimeout(warmUp, SHEET_WARM_UP_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      cancelIdle();
    };
  }, []);
  const label = navLabel ?? t('patterns.publicHeader.navLabel');

  const renderLinks = (direction: 'row' | 'column') => (
    <NavList data-direction={direction}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink
            href={link.href}
            aria-current={link.href === activeHref ? 'page' : undefined}
            onClick={direction === 'column' ? () => setOpen(false) : undefined}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </NavList>
  );

  const rowLinks = renderLinks('row');
  const sheetLinks = renderLinks('column');

  const renderAuth = (block: boolean) =>
    signedIn ? (
      <LinkButton href={consoleHref} data-variant="primary" data-block={block ? '' : undefined}>
        {t('patterns.publicHeader.console')}
      </LinkButton>
    ) : (
      <>
        <LinkButton href={signInHref} data-block={block ? '' : undefined}>
          {t('patterns.publicHeader.signIn')}
        </LinkButton>
        <LinkButton href={registerHref} data-variant="primary" data-block={block ? '' : undefined}>
          {t('patterns.publicHeader.register')}
        </LinkButton>
      </>
    );

  return (
    <Bar data-menu-mode={menuMode}>
      <Inner>
        <Home href={homeHref}>
          {logo && <span aria-hidden="true">{logo}</span>}
          <span>{title}</span>
        </Home>
        <Nav as="nav" aria-label={label}>
          {rowLinks}
        </Nav>
        <Spacer />
        <DesktopOnly>
          {languageSwitch}
          {renderAuth(false)}
        </DesktopOnly>
        <MenuButton
          ref={menuButton}
          type="button"
          aria-label={t('patterns.publicHeader.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadSheet()}
          onPointerDown={() => void loadSheet()}
          onFocus={() => void loadSheet()}
          onClick={() => {
            setSheetWanted(true);
            setOpen(true);
          }}
        >
          <Menu aria-hidden="true" />
        </MenuButton>
        {sheetWanted && (
          <Suspense fallback={null}>
            <MenuSheet open={open} onOpenChange={setOpen} returnFocusTo={menuButton}>
              <nav aria-label={label}>{sheetLinks}</nav>
              {languageSwitch && <div>{languageSwitch}</div>}
              <SheetActions>{renderAuth(true)}</SheetActions>
            </MenuSheet>
          </Suspense>
        )}
      </Inner>
    </Bar>
  );
}
