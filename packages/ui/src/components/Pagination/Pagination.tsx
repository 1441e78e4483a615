import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Ellipsis } from 'lucide-react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../../internal/VisuallyHidden';
import { controlFace } from '../../internal/controlFace';

export interface PaginationProps {
  /** The current page, starting at 1 (controlled). */
  page: number;
  /** Rows per page (controlled). */
  pageSize: number;
  /** Number of items over all pages. */
  total: number;
  /** Called with the new page and page size; a page-size change keeps the first visible row in view. */
  onChange: (page: number, pageSize: number) => void;
  /** Choices of the page-size select. @default [10, 20, 50, 100] */
  pageSizeOptions?: number[];
  /** Shows the page-size select. @default true */
  showSizeChanger?: boolean;
  /** Shows the "go to page" field. @default false */
  showQuickJumper?: boolean;
  /** Shows "Total {{total}} items". @default true */
  showTotal?: boolean;
  /** Disables every control (while a page loads). @default false */
  disabled?: boolean;
  /** Accessible name of the navigation landmark. @default t('ui:pagination.label') */
  'aria-label'?: string;
}

export type PaginationItem = number | 'prev-more' | 'next-more';

/** How many pages the ellipsis buttons jump. */
export const PAGINATION_JUMP = 5;

/**
 * The page buttons to show: every page up to 7 pages, else the first, the last, two either side
 * of the current page, and an ellipsis where pages are left out.
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  let start = Math.max(2, page - 2);
  let end = Math.min(pageCount - 1, page + 2);
  // Keep five middle pages visible near either end.
  if (page <= 4) {
    start = 2;
    end = 5;
  } else if (page >= pageCount - 3) {
    start = pageCount - 4;
    end = pageCount - 1;
  }
  const items: PaginationItem[] = [1];
  if (start > 2) items.push('prev-more');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pageCount - 1) items.push('next-more');
  items.push(pageCount);
  return items;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm);
  color: var(--cp-text);
  font-size: var(--cp-font-md);
`;

const Total = styled.span`
  margin-right: var(--cp-space-xs);
  color: var(--cp-text-secondary);
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: var(--cp-height-medium);
  height: var(--cp-height-medium);
  padding: 0 6px;
  ${controlFace}
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: var(--cp-primary-text);
    color: var(--cp-primary-text);
  }
  &[aria-current='page'] {
    border-color: var(--cp-primary-solid);
    background: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
    font-weight: 500;
  }
  &[aria-current='page']:hover {
    color: var(--cp-primary-contrast);
  }
  &[data-kind='more'] {
    border-color: transparent;
    color: var(--cp-text-secondary);
  }
  &[data-kind='more'] .cp-more-hover,
  &[data-kind='more']:hover .cp-more-rest,
  &[data-kind='more']:focus-visible .cp-more-rest {
    display: none;
  }
  &[data-kind='more']:hover .cp-more-hover,
  &[data-kind='more']:focus-visible .cp-more-hover {
    display: inline;
  }
  &:disabled {
    color: var(--cp-text-disabled);
    background: var(--cp-bg-subtle);
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }
  svg {
    width: 14px;
    height: 14px;
  }
`;

const SizeSelect = styled.select`
  height: var(--cp-height-medium);
  padding: 0 var(--cp-space-sm);
  ${controlFace}
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: var(--cp-primary-text);
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }
`;

const Jumper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--cp-space-sm);
  color: var(--cp-text-secondary);

  input {
    box-sizing: border-box;
    width: 56px;
    height: var(--cp-height-medium);
    padding: 0 var(--cp-space-sm);
    border: 1px solid var(--cp-border);
    border-radius: var(--cp-radius-md);
    background: var(--cp-bg);
    color: var(--cp-text);
    font: inherit;
  }
  input:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }
`;

const HiddenLabel = styled.label`
  ${visuallyHiddenCss}
`;

/**
 * Page navigation for server-side lists: previous/next, page numbers with ellipsis jumps, a
 * page-size select, an optional go-to field and the total. Every control is a native button,
 * select or input, so Tab, Enter and Space work as everywhere else.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizeOptions = [10, 20, 50, 100],
  showSizeChanger = true,
  showQuickJumper = false,
  showTotal = true,
  disabled = false,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const { t } = useTranslation('ui');
  const sizeId = useId();
  const [jump, setJump] = useState('');
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (next: number) => {
    const target = Math.min(Math.max(1, next), pageCount);
    if (target !== current) onChange(target, pageSize);
  };
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const value = Number.parseInt(jump, 10);
    if (Number.isFinite(value)) go(value);
    setJump('');
  };

  return (
    <Nav aria-label={ariaLabel ?? t('pagination.label')}>
      {showTotal && <Total>{t('pagination.total', { total })}</Total>}
      <List>
        <li>
          <PageButton
            type="button"
            aria-label={t('pagination.prev')}
            disabled={disabled || current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </PageButton>
        </li>
        {paginationItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                data-kind="more"
                aria-label={t(item === 'prev-more' ? 'pagination.prevMore' : 'pagination.nextMore')}
                disabled={disabled}
                onClick={() =>
                  go(item === 'prev-more' ? current - PAGINATION_JUMP : current + PAGINATION_JUMP)
                }
              >
                <Ellipsis className="cp-more-rest" aria-hidden="true" />
                {item === 'prev-more' ? (
                  <ChevronsLeft className="cp-more-hover" aria-hidden="true" />
                ) : (
                  <ChevronsRight className="cp-more-hover" aria-hidden="true" />
                )}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={t('pagination.next')}
            disabled={disabled || current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </PageButton>
        </li>
      </List>
      {showSizeChanger && (
        <>
          <HiddenLabel htmlFor={sizeId}>{t('pagination.pageSizeLabel')}</HiddenLabel>
          <SizeSelect
            id={sizeId}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => {
              const size = Number(event.target.value);
              // Keep the first row of the current page visible under the new size.
              const firstRow = (current - 1) * pageSize;
              onChange(Math.floor(firstRow / size) + 1, size);
            }}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {t('pagination.pageSize', { size })}
              </option>
            ))}
          </SizeSelect>
        </>
      )}
      {showQuickJumper && (
        <Jumper>
          {t('pagination.jump')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={pageCount}
            value={jump}
            disabled={disabled}
            onChange={(event) => setJump(event.target.value)}
            onKeyDown={onJumpKey}
          />
        </Jumper>
      )}
    </Nav>
  );
}
