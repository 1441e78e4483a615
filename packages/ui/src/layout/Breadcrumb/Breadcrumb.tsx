import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { defaultRenderLink, hashHref, type RenderLink } from '../menu';

/** The default home entry of the breadcrumb (spec: /homepage/homepage, 主页). */
export const HOME_PATH = '/homepage/homepage';

export interface BreadcrumbItem {
  /** Translated title. */
  title: string;
  /** App path; an entry without one (or the last entry) is shown as text. */
  path?: string;
}

export interface BreadcrumbProps {
  /** The matched routes that want a breadcrumb, outermost first. */
  items: BreadcrumbItem[];
  /** Title of the home entry. @default t('ui:layout.breadcrumb.home') */
  homeTitle?: string;
  /** Path of the home entry; it is not added when the first item already has it. @default '/homepage/homepage' */
  homePath?: string;
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
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
  overflow: hidden;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  color: var(--cp-text-secondary);
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
    color: var(--cp-text-secondary);
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Separator = styled.span`
  margin: 0 var(--cp-space-sm);
  color: var(--cp-text-secondary);
`;

/** Prepends the home entry unless the trail already starts at home. */
export function withHome(items: BreadcrumbItem[], home: Required<BreadcrumbItem>): BreadcrumbItem[] {
  return items[0]?.path === home.path ? items : [home, ...items];
}

/** Where the user is: home, then the matched routes; the last entry is the current page. */
export function Breadcrumb({
  items,
  homeTitle,
  homePath = HOME_PATH,
  renderLink = defaultRenderLink,
  onNavigate,
  label,
}: BreadcrumbProps) {
  const { t } = useTranslation('ui');
  const crumbs = withHome(items, { title: homeTitle ?? t('layout.breadcrumb.home'), path: homePath });
  return (
    <Nav aria-label={label ?? t('layout.breadcrumb.label')}>
      <List>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${crumb.path ?? ''}-${index}`}>
              <Item>
                {index > 0 && <Separator aria-hidden="true">/</Separator>}
                {last ? (
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
            </Fragment>
          );
        })}
      </List>
    </Nav>
  );
}
