import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { defaultRenderLink, hashHref, type RenderLink } from '../menu';

export interface BreadcrumbItem {
  /** Translated title. */
  title: string;
  /** App path; an entry without one (or the last entry) is shown as text. */
  path?: string;
}

export interface BreadcrumbProps {
  /**
   * The whole trail, outermost first, exactly as it is shown: the app decides which routes appear
   * and whether it starts with a home entry. The last entry is the current page.
   */
  items: BreadcrumbItem[];
  /** Renders internal links (e.g. a router Link). @default a plain `<a href="#/path">` */
  renderLink?: RenderLink;
  /** Called with the app path when a crumb is activated. */
  onNavigate?: (path: string) => void;
  /** Name of the navigation landmark. @default t('ui:layout.breadcrumb.label') */
  label?: string;
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  min-width: 0;
  font-size: var(--cp-font-md);
`;

const List = styled.ol`
  display: flex;
  align-items: center;
  flex-wrap: nowrap;
  /* As wide as the trail, at most the bar: when even the entries before the current page do not
     fit, the trail is cut at its start (home first), never at the current page. */
  justify-content: flex-end;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
  overflow: hidden;
`;

/*
 * When the bar is too narrow, the entries between the first and the current page give way first,
 * a long one down to six characters with an ellipsis (its full title on hover); the current page gives
 * way only after them. The separator belongs to the gap between two entries (li + li::before), so
 * every gap is the same on both sides of the slash.
 */
const Item = styled.li`
  display: flex;
  align-items: center;
  flex: none;
  color: var(--cp-text-secondary);
  &[data-middle] {
    /* Gives way long before the current page (a flex-shrink below 1 would leave the rest unshared);
       only a long title is marked, so a short one never grows to this width. */
    flex: 0 100 auto;
    min-width: 6em;
  }
  &[data-middle] > * {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & + &::before {
    flex: none;
    content: '/';
    content: '/' / '';
    margin: 0 var(--cp-space-sm);
    color: var(--cp-text-secondary);
  }
  &:last-child {
    flex: 0 1 auto;
    min-width: 6em;
  }
  & a {
    color: var(--cp-text);
    font-weight: 500;
    text-decoration: none;
  }
  & a:hover {
    color: var(--cp-primary-text);
    text-decoration: underline;
  }
  & [aria-current='page'] {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    color: var(--cp-text-secondary);
  }
`;

/** Where the user is: the trail the app gives, the last entry being the current page. */
export function Breadcrumb({ items, renderLink = defaultRenderLink, onNavigate, label }: BreadcrumbProps) {
  const { t } = useTranslation('ui');
  return (
    <Nav aria-label={label ?? t('layout.breadcrumb.label')}>
      <List>
        {items.map((crumb, index) => (
          <Item
            key={`${crumb.path ?? ''}-${index}`}
            data-middle={index > 0 && index < items.length - 1 && crumb.title.length > 10 ? '' : undefined}
            title={index > 0 && index < items.length - 1 ? crumb.title : undefined}
          >
            {index === items.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : crumb.path && crumb.path !== '#' ? (
              renderLink({
                path: crumb.path,
                href: hashHref(crumb.path),
                children: crumb.title,
                onClick: () => onNavigate?.(crumb.path as string),
              })
            ) : (
              <span>{crumb.title}</span>
            )}
          </Item>
        ))}
      </List>
    </Nav>
  );
}
