import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { listColumn } from '../../theme/lists';
import { media } from '../../theme';
import { Container } from '../parts/Section';
import type { PublicNavLink } from '../PublicHeader';

export interface PublicFooterColumn {
  title: string;
  links: PublicNavLink[];
}

export interface PublicFooterProps {
  /** Link columns, each with a heading. @default [] */
  columns?: PublicFooterColumn[];
  /** Who holds the copyright, used in the default copyright line. */
  owner: string;
  /** The year in the default copyright line. @default the current year */
  year?: number;
  /** Replaces the whole copyright line. @default t('ui:patterns.publicFooter.copyright') */
  copyright?: ReactNode;
  /** A slot for the ICP licence / public security record text and links. */
  record?: ReactNode;
  /** Content above the columns, for example a logo and a contact line. */
  brand?: ReactNode;
  /** Name of the footer navigation landmark. @default t('ui:patterns.publicFooter.navLabel') */
  navLabel?: string;
}

const Root = styled.footer`
  background: var(--cp-bg-sidebar);
  color: var(--cp-text-on-sidebar);
  padding: var(--cp-space-xxxl) 0 var(--cp-space-xl);
  & a {
    color: var(--cp-text-on-sidebar);
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

const Top = styled.div`
  display: flex;
  gap: var(--cp-space-xxl);
  ${media.mobile} {
    flex-direction: column;
    gap: var(--cp-space-xl);
  }
`;

const Brand = styled.div`
  flex: 0 0 280px;
  ${media.mobile} {
    flex-basis: auto;
  }
`;

const Columns = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: var(--cp-space-xl);
`;

const ColumnTitle = styled.h2`
  margin: 0 0 var(--cp-space-md);
  font-size: var(--cp-font-md);
  font-weight: 600;
  color: var(--cp-text-inverse);
`;

const LinkList = styled.ul`
  ${listColumn}
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--cp-space-sm) var(--cp-space-xl);
  margin-top: var(--cp-space-xxl);
  padding-top: var(--cp-space-lg);
  border-top: 1px solid var(--cp-border-on-dark);
  color: var(--cp-text-on-footer);
  font-size: var(--cp-font-sm);
  & a {
    color: var(--cp-text-on-footer);
  }
`;

/** The public site's footer: link columns, a copyright line and a slot for the ICP record text. */
export function PublicFooter({
  columns = [],
  owner,
  year = new Date().getFullYear(),
  copyright,
  record,
  brand,
  navLabel,
}: PublicFooterProps) {
  const { t } = useTranslation('ui');
  const baseId = useId();
  return (
    <Root>
      <Container>
        {(brand || columns.length > 0) && (
          <Top>
            {brand && <Brand>{brand}</Brand>}
            {columns.length > 0 && (
              <Columns as="nav" aria-label={navLabel ?? t('patterns.publicFooter.navLabel')}>
                {columns.map((column, index) => (
                  <section key={column.title} aria-labelledby={`${baseId}-${index}`}>
                    <ColumnTitle id={`${baseId}-${index}`}>{column.title}</ColumnTitle>
                    <LinkList>
                      {column.links.map((link) => (
                        <li key={link.href}>
                          <a href={link.href}>{link.label}</a>
                        </li>
                      ))}
                    </LinkList>
                  </section>
                ))}
              </Columns>
            )}
          </Top>
        )}
        <Bottom>
          <span>{copyright ?? t('patterns.publicFooter.copyright', { year, owner })}</span>
          {record && <span>{record}</span>}
        </Bottom>
      </Container>
    </Root>
  );
}
