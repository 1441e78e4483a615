import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FileText, Search } from 'lucide-react';
import { Input } from '../../components/Input';
import { formatDay } from '../../format/date';
import { media } from '../../theme';

export interface TechDocument {
  id: string;
  title: string;
  /** A category label, already translated. */
  category: string;
  /** When the document was last updated (a Date, an ISO string or milliseconds); none: not shown. */
  updatedAt?: Date | string | number;
  /** Where the document opens. */
  href: string;
}

export interface DocumentListProps {
  documents: TechDocument[];
  /** Initial search text. @default '' */
  defaultQuery?: string;
  /** Accessible name and placeholder of the search field. @default t('ui:patterns.documents.search') */
  searchLabel?: string;
  /** Shown when no document matches. @default t('ui:patterns.documents.empty') */
  emptyText?: ReactNode;
  /**
   * Shows the search field and the count; false when the page searches and pages on the server.
   * @default true
   */
  searchable?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--cp-space-md);
  & > :first-child {
    width: 320px;
    max-width: 100%;
  }
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
    & > :first-child {
      width: 100%;
    }
  }
`;

const Count = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto auto;
  align-items: center;
  gap: var(--cp-space-md);
  padding: var(--cp-space-md) var(--cp-space-lg);
  & + & {
    border-top: 1px solid var(--cp-border-light);
  }
  & > svg {
    width: 18px;
    height: 18px;
    color: var(--cp-text-secondary);
  }
  ${media.mobile} {
    grid-template-columns: auto 1fr;
    & > :nth-child(n + 3) {
      grid-column: 2;
    }
  }
`;

const Title = styled.a`
  min-width: 0;
  color: var(--cp-text);
  font-weight: 500;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: var(--cp-primary-text);
    text-decoration: underline;
  }
`;

const Category = styled.span`
  justify-self: start;
  padding: 0 var(--cp-space-sm);
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg-subtle);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-xs);
  line-height: 20px;
  white-space: nowrap;
`;

const Updated = styled.span`
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
  white-space: nowrap;
`;

const Empty = styled.p`
  margin: 0;
  padding: var(--cp-space-xxl);
  border: 1px dashed var(--cp-border);
  border-radius: var(--cp-radius-lg);
  text-align: center;
  color: var(--cp-text-secondary);
`;

function toDate(value: TechDocument['updatedAt']): Date | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The technical documents list: title links, category, last update, a search filter and an empty state. */
export function DocumentList({
  documents,
  defaultQuery = '',
  searchLabel,
  emptyText,
  searchable = true,
}: DocumentListProps) {
  const { t } = useTranslation('ui');
  const [query, setQuery] = useState(defaultQuery);
  const countId = useId();

  const needle = query.trim().toLocaleLowerCase();
  const visible = needle
    ? documents.filter(
        (doc) =>
          doc.title.toLocaleLowerCase().includes(needle) || doc.category.toLocaleLowerCase().includes(needle),
      )
    : documents;
  const label = searchLabel ?? t('patterns.documents.search');

  return (
    <Root>
      {searchable && (
        <Toolbar>
          <Input
            type="search"
            aria-label={label}
            placeholder={label}
            aria-describedby={countId}
            prefix={<Search size={16} aria-hidden="true" />}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Count id={countId} aria-live="polite">
            {t('patterns.documents.count', { count: visible.length })}
          </Count>
        </Toolbar>
      )}
      {visible.length === 0 ? (
        <Empty>{emptyText ?? t('patterns.documents.empty')}</Empty>
      ) : (
        <List>
          {visible.map((doc) => {
            const date = toDate(doc.updatedAt);
            return (
              <Row key={doc.id}>
                <FileText aria-hidden="true" />
                <Title href={doc.href}>{doc.title}</Title>
                <Category>{doc.category}</Category>
                {date ? (
                  <Updated>
                    {t('patterns.documents.updated')}{' '}
                    <time dateTime={date.toISOString()}>{formatDay(date)}</time>
                  </Updated>
                ) : null}
              </Row>
            );
          })}
        </List>
      )}
    </Root>
  );
}
