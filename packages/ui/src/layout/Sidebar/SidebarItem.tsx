import type { MouseEvent } from 'react';
import { RenderedLink } from '../../internal/RenderedLink';
import { ROVING_ITEM } from '../../internal/useRovingFocus';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { IconSlot } from '../internal/parts';
import { externalLinkProps, hashHref, menuLinkKind, type MenuItem, type RenderLink } from '../menu';
import { Label, NewTabIcon, Row } from './Sidebar.styles';

/** What every part of the sidebar reads: the active page, the open groups and the link renderer. */
export interface SidebarContext {
  activeKey: string | undefined;
  trail: Set<string>;
  expanded: Set<string>;
  toggle: (key: string) => void;
  renderLink: RenderLink;
  onLinkClick: (item: MenuItem, event: MouseEvent) => void;
  newTabLabel: string;
  idPrefix: string;
}

/** Marks a row as a stop of the sidebar's arrow-key navigation (see `useRovingFocus`). */
export const rovingItem = { [ROVING_ITEM]: '' };

export function ItemIcon({ item, active }: { item: MenuItem; active: boolean }) {
  const icon = active && item.activeIcon ? item.activeIcon : item.icon;
  return icon ? (
    <IconSlot aria-hidden="true" data-active-icon={active && item.activeIcon ? '' : undefined}>
      {icon}
    </IconSlot>
  ) : null;
}

/** A page of the menu: an internal link, an external link (new tab) or a '#' placeholder. */
export function ItemLink({
  item,
  level,
  ctx,
  rail = false,
}: {
  item: MenuItem;
  level: number;
  ctx: SidebarContext;
  rail?: boolean;
}) {
  const active = ctx.activeKey === item.key;
  const kind = menuLinkKind(item);
  const content = (
    <>
      <ItemIcon item={item} active={active} />
      {rail ? <VisuallyHidden>{item.title}</VisuallyHidden> : <Label>{item.title}</Label>}
    </>
  );
  const common = {
    'data-level': level,
    'data-rail': rail ? '' : undefined,
    title: rail ? item.title : undefined,
  };
  if (kind === 'placeholder') {
    return (
      <Row as="span" aria-disabled="true" data-placeholder="" {...common}>
        {content}
      </Row>
    );
  }
  if (kind === 'external') {
    const link = externalLinkProps(item.path);
    return (
      <Row {...link} {...common} {...rovingItem} onClick={(e: MouseEvent) => ctx.onLinkClick(item, e)}>
        {content}
        {link.target && !rail && <NewTabIcon aria-hidden="true" />}
        {link.target && <VisuallyHidden>{ctx.newTabLabel}</VisuallyHidden>}
      </Row>
    );
  }
  return (
    <Row
      as={RenderedLink}
      renderLink={ctx.renderLink}
      path={item.path}
      href={hashHref(item.path)}
      aria-current={active ? 'page' : undefined}
      {...common}
      {...rovingItem}
      onClick={(e: MouseEvent) => ctx.onLinkClick(item, e)}
    >
      {content}
    </Row>
  );
}
