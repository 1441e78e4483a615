import { X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RenderedLink } from '../../internal/RenderedLink';
import { useRovingFocus } from '../../internal/useRovingFocus';
import { defaultRenderLink, hashHref, type RenderLink } from '../menu';
import type { OpenedBy } from '../../internal/firstOpen';
import { LoadBoundary, retryableLazy } from '../../internal/retryableLazy';

/** One open tab. */
export interface TagBarTab {
  /** App path; also the tab's identity. */
  path: string;
  /** Translated title. */
  title: string;
  /** Affixed tabs have no close button and survive every close action. */
  affix?: boolean;
}

export interface TagBarProps {
  /** Open tabs in display order (e.g. `visitedViews` of `tagsReducer`). */
  tabs: TagBarTab[];
  /** Path of the page being shown; its tab is highlighted and marked `aria-current`. */
  activePath: string;
  /** Called with the path when a tab is activated (the link itself navigates). */
  onNavigate?: (path: string) => void;
  /** "Refresh": reload the page of this tab. */
  onRefresh: (path: string) => void;
  /** "Close" (x button, Delete key, middle click): close this tab. Never called for an affixed tab. */
  onClose: (path: string) => void;
  /** "Close others": keep this tab and the affixed ones. */
  onCloseOthers: (path: string) => void;
  /** "Close all": keep only the affixed tabs. */
  onCloseAll: () => void;
  /** Renders the tab links (e.g. a router Link). @default a plain `<a href="#/path">` */
  renderLink?: RenderLink;
  /** Name of the navigation landmark. @default t('ui:layout.tagBar.label') */
  label?: string;
}

const Bar = styled.nav`
  height: var(--cp-tag-bar-height);
  background: var(--cp-bg);
  border-bottom: 1px solid var(--cp-border-light);
  box-shadow: 0 1px 3px 0 var(--cp-shadow-soft);
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 5px;
  height: 100%;
  margin: 0;
  padding: 0 var(--cp-space-md);
  list-style: none;
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: none;
`;

const Item = styled.li`
  display: inline-flex;
  flex: none;
`;

const Tab = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  height: 26px;
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-sm);
  background: var(--cp-bg);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-xs);
  &:hover {
    color: var(--cp-text);
    border-color: var(--cp-text-secondary);
  }
  &[data-active] {
    background: var(--cp-primary-solid);
    border-color: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
  &[data-state='open'] {
    box-shadow: 0 0 0 2px var(--cp-primary-light);
  }
`;

const TabLink = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 100%;
  padding: 0 8px;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  border-radius: inherit;
  [data-active] > &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
  [data-closable] > & {
    padding-right: 2px;
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 2px;
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  margin: 0 5px 0 2px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  & svg {
    width: 11px;
    height: 11px;
  }
  &:hover {
    background: var(--cp-text-secondary);
    color: var(--cp-text-inverse);
  }
`;

// The context menu (Radix, with floating-ui) is its own chunk, fetched on the first right click,
// Shift+F10 or context-menu key; that first request then opens it where it was asked for.
// If its file cannot be loaded, the tabs stay plain and the next request imports it anew (decision 0053).
const tabMenu = retryableLazy(() => import('./TabMenu'));
const TabMenu = tabMenu.Component;

/** Where and how the first context menu was asked for, before its code was there. */
export interface PendingMenu {
  path: string;
  x: number;
  y: number;
  openedBy: OpenedBy;
}

/** The context-menu events sent from the keyboard (told apart from a right click). */
const keyboardMenuEvents = new WeakSet<Event>();

/** Where a tab's menu opens: under the tab (never over it), at `x` or the tab's start. */
function menuPoint(tab: HTMLElement, x?: number): { x: number; y: number } {
  const rect = tab.getBoundingClientRect();
  return { x: x ?? rect.left, y: rect.bottom + 2 };
}

/** Opens the tab's context menu from the keyboard, anchored under the tab. */
function openContextMenu(tab: HTMLElement) {
  const point = menuPoint(tab);
  const event = new MouseEvent('contextmenu', {
    bubbles: true,
    cancelable: true,
    clientX: point.x,
    clientY: point.y,
  });
  keyboardMenuEvents.add(event);
  tab.dispatchEvent(event);
}

/**
 * A right click on a tab whose menu is loaded: the menu opens under the tab, at the pointer's x,
 * rather than at the pointer where it would cover the tab it acts on. The click is replaced by one
 * at that point (a synthetic event, which this handler lets through).
 */
function reanchorContextMenu(event: MouseEvent<HTMLElement>) {
  if (!event.nativeEvent.isTrusted || keyboardMenuEvents.has(event.nativeEvent)) return;
  event.preventDefault();
  event.stopPropagation();
  const tab = event.currentTarget;
  const point = menuPoint(tab, event.clientX);
  tab.dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: point.x, clientY: point.y }),
  );
}

/**
 * The bar of open pages above the content. Each tab links to its page; a right click, Shift+F10 or
 * the context-menu key opens refresh / close / close others / close all; ←/→ move between tabs,
 * Delete closes the focused tab. Affixed tabs are never closed.
 */
export function TagBar({
  tabs,
  activePath,
  onNavigate,
  onRefresh,
  onClose,
  onCloseOthers,
  onCloseAll,
  renderLink = defaultRenderLink,
  label,
}: TagBarProps) {
  const { t } = useTranslation('ui');
  const {
    containerRef: listRef,
    items: links,
    onKeyDown: moveFocus,
    itemProps,
  } = useRovingFocus<HTMLUListElement>({
    orientation: 'horizontal',
  });
  const [focusedPath, setFocusedPath] = useState<string | undefined>(undefined);
  // After a close, focus goes to the tab that took the closed one's place.
  const refocusIndex = useRef<number | undefined>(undefined);
  const [menusWanted, setMenusWanted] = useState(false);
  const [menuAttempt, setMenuAttempt] = useState(0);
  const menusFailed = () => {
    tabMenu.retry();
    setMenusWanted(false);
    setPendingMenu(undefined);
    setMenuAttempt((n) => n + 1);
  };
  const [pendingMenu, setPendingMenu] = useState<PendingMenu | undefined>(undefined);
  const askForMenu = (event: MouseEvent<HTMLElement>, path: string) => {
    event.preventDefault();
    const point = menuPoint(event.currentTarget, event.clientX);
    setPendingMenu({
      path,
      x: point.x,
      y: point.y,
      openedBy: keyboardMenuEvents.has(event.nativeEvent) ? 'keyboard' : 'pointer',
    });
    setMenusWanted(true);
  };

  const rovingPath = tabs.some((tab) => tab.path === focusedPath)
    ? focusedPath
    : tabs.some((tab) => tab.path === activePath)
      ? activePath
      : tabs[0]?.path;

  useEffect(() => {
    const index = refocusIndex.current;
    if (index === undefined) return;
    refocusIndex.current = undefined;
    // Only when focus was lost with the closed tab (or is still in the bar): never steal it.
    const focused = document.activeElement;
    if (focused && focused !== document.body && !listRef.current?.contains(focused)) return;
    const all = links();
    const target = all[Math.min(index, all.length - 1)];
    if (target) {
      setFocusedPath(target.getAttribute('data-path') ?? undefined);
      target.focus();
    }
  }, [tabs, links, listRef]);

  // The active tab is scrolled into the bar's view: when the page changes, and when its tab arrives
  // (the frame adds a page's tab after the page is shown, so the path alone comes too early). Only
  // the bar scrolls, never the page.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-active]');
    if (!list || !active) return;
    const box = list.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    const margin = 12;
    if (tab.left < box.left) list.scrollLeft -= box.left - tab.left + margin;
    else if (tab.right > box.right) list.scrollLeft += tab.right - box.right + margin;
  }, [activePath, tabs, listRef]);

  const close = (tab: TagBarTab, index: number) => {
    if (tab.affix) return;
    refocusIndex.current = index;
    onClose(tab.path);
  };

  // ←/→/Home/End move between tabs (the focused tab then takes the tab stop, see onFocus).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, tab: TagBarTab, index: number) => {
    if (moveFocus(event)) return;
    if (event.key === 'Delete') close(tab, index);
    else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      const trigger = event.currentTarget.parentElement;
      if (trigger) openContextMenu(trigger);
    } else return;
    event.preventDefault();
  };

  return (
    <Bar aria-label={label ?? t('layout.tagBar.label')}>
      <List ref={listRef}>
        {tabs.map((tab, index) => {
          const active = tab.path === activePath;
          // Until the menu's code is asked for, a context-menu request on the tab asks for it.
          const tabElement = (
            <Tab
              data-active={active ? '' : undefined}
              data-closable={tab.affix ? undefined : ''}
              onContextMenu={
                menusWanted ? undefined : (e: MouseEvent<HTMLElement>) => askForMenu(e, tab.path)
              }
              onContextMenuCapture={menusWanted ? reanchorContextMenu : undefined}
              onAuxClick={(e) => {
                if (e.button === 1) close(tab, index);
              }}
            >
              <TabLink
                as={RenderedLink}
                renderLink={renderLink}
                path={tab.path}
                href={hashHref(tab.path)}
                aria-current={active ? 'page' : undefined}
                aria-keyshortcuts={tab.affix ? 'Shift+F10' : 'Delete Shift+F10'}
                tabIndex={tab.path === rovingPath ? 0 : -1}
                {...itemProps}
                data-path={tab.path}
                onFocus={() => setFocusedPath(tab.path)}
                onKeyDown={(e: KeyboardEvent<HTMLElement>) => onKeyDown(e, tab, index)}
                onClick={() => onNavigate?.(tab.path)}
              >
                {tab.title}
              </TabLink>
              {!tab.affix && (
                <CloseButton
                  type="button"
                  tabIndex={-1}
                  aria-label={t('layout.tagBar.close', { title: tab.title })}
                  onClick={() => close(tab, index)}
                >
                  <X aria-hidden="true" />
                </CloseButton>
              )}
            </Tab>
          );
          return (
            <Item key={tab.path}>
              {menusWanted ? (
                <LoadBoundary attempt={menuAttempt} fallback={tabElement} onError={menusFailed}>
                  <Suspense fallback={tabElement}>
                    <TabMenu
                      label={tab.title}
                      openAt={pendingMenu?.path === tab.path ? pendingMenu : undefined}
                      onOpened={() => setPendingMenu(undefined)}
                      onCloseAutoFocus={(event) => {
                        // Back to the tab the menu was opened on, or to its neighbour after a close.
                        event.preventDefault();
                        links()[refocusIndex.current ?? index]?.focus();
                      }}
                      items={[
                        { label: t('layout.tagBar.refresh'), onSelect: () => onRefresh(tab.path) },
                        {
                          label: t('layout.tagBar.closeTab'),
                          disabled: tab.affix,
                          onSelect: () => close(tab, index),
                        },
                        {
                          label: t('layout.tagBar.closeOthers'),
                          onSelect: () => {
                            refocusIndex.current = 0;
                            onCloseOthers(tab.path);
                          },
                        },
                        {
                          label: t('layout.tagBar.closeAll'),
                          onSelect: () => {
                            refocusIndex.current = 0;
                            onCloseAll();
                          },
                        },
                      ]}
                    >
                      {tabElement}
                    </TabMenu>
                  </Suspense>
                </LoadBoundary>
              ) : (
                tabElement
              )}
            </Item>
          );
        })}
      </List>
    </Bar>
  );
}
