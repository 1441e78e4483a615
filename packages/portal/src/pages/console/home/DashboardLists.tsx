import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Empty, Result, Skeleton } from '@chainportal/ui';

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--cp-space-md);
    padding: var(--cp-space-sm) 0;
    border-bottom: 1px solid var(--cp-border-light);
    min-width: 0;
  }
  & li:last-child {
    border-bottom: 0;
  }
  & a {
    overflow: hidden;
    color: var(--cp-primary-text);
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Side = styled.span`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: var(--cp-space-sm);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
`;

const More = styled(Link)`
  color: var(--cp-primary-text);
  font-size: var(--cp-font-sm);
`;

export interface DashboardRow {
  key: string | number;
  label: string;
  to: string;
  side: ReactNode;
}

export interface DashboardListProps {
  title: string;
  /** The page with the whole list. */
  moreTo: string;
  rows: DashboardRow[] | undefined;
  loading: boolean;
  error: unknown;
  empty: string;
}

/** A dashboard card with the first few records of one list and a link to the whole list. */
export function DashboardList({ title, moreTo, rows, loading, error, empty }: DashboardListProps) {
  const { t } = useTranslation('console');
  let body: ReactNode;
  if (error) body = <Result status="error" title={t('common.loadFailed')} headingLevel="h3" />;
  else if (loading || !rows) body = <Skeleton rows={4} title={false} />;
  else if (rows.length === 0) body = <Empty size="small" description={empty} />;
  else
    body = (
      <Rows>
        {rows.map((row) => (
          <li key={row.key}>
            {/* A record's own name or title: data, as written (translate="no"). */}
            <Link to={row.to} translate="no">
              {row.label}
            </Link>
            <Side>{row.side}</Side>
          </li>
        ))}
      </Rows>
    );
  return (
    <Card
      title={title}
      titleLevel={2}
      extra={
        <More to={moreTo} aria-label={t('home.moreOf', { title })}>
          {t('home.more')}
        </More>
      }
    >
      {body}
    </Card>
  );
}
