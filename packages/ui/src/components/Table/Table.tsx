import { memo, useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, Check, Inbox, Minus, TriangleAlert } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import styled from 'styled-components';
import { VisuallyHidden } from '../../internal/data/visuallyHidden';
import { Button } from '../Button';
import { Pagination, type PaginationProps } from '../Pagination';

/** Above this many rows the body is virtualised (only the rows in view are in the DOM). */
export const TABLE_VIRTUALIZE_THRESHOLD = 100;

export type TableAlign = 'left' | 'center' | 'right';
export type TableSortDirection = 'asc' | 'desc';
export interface TableSort {
  /** The `key` of the sorted column. */
  key: string;
  direction: TableSortDirection;
}

export interface TableColumn<T> {
  /** Unique column id; also the property read when there is no `accessor`. */
  key: string;
  /** Header content. Keep it text: it names the column and the sort button. */
  title: ReactNode;
  /** How the cell value is read from a row. @default row[key] */
  accessor?: keyof T | ((row: T) => unknown);
  /** Custom cell content; receives the value, the row and its index in `data`. */
  render?: (value: unknown, row: T, index: number) => ReactNode;
  /** Column width in px (number) or any CSS width. */
  width?: number | string;
  /** @default 'left' */
  align?: TableAlign;
  /** Adds a sort button to the header. @default false */
  sortable?: boolean;
  /**
   * Keeps the column in view while scrolling sideways. Offsets are summed from the numeric widths
   * of the earlier fixed columns, so give fixed columns a numeric `width`.
   */
  fixed?: 'left' | 'right';
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  /** The rows to show (for server-side paging: the current page). */
  data: T[];
  /** A unique, stable key per row: a property name or a function. */
  rowKey: keyof T | ((row: T) => string | number);
  /** Accessible name of the table (give this, `caption` or `aria-labelledby`). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** A caption read by assistive technology (visually hidden). */
  caption?: ReactNode;

  /** Shows skeleton rows (no data yet) or an overlay over the current rows, and sets aria-busy. */
  loading?: boolean;
  /** Error state: `true` for the translated message, or a message to show instead of the rows. */
  error?: ReactNode;
  /** Shows a retry button in the error state. */
  onRetry?: () => void;
  /** Content of the empty state. @default an icon and t('ui:table.empty') */
  empty?: ReactNode;

  /** Controlled sort. `null` means unsorted. */
  sort?: TableSort | null;
  /** Initial sort when uncontrolled. */
  defaultSort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /**
   * 'client' sorts `data` here; 'server' only reports the sort (the caller fetches sorted rows).
   * @default 'client'
   */
  sortMode?: 'client' | 'server';

  /** Adds a checkbox column with select-all (for the rows on this page). @default false */
  selectable?: boolean;
  /** Controlled selected keys; keys of rows on other pages are kept. */
  selectedRowKeys?: string[];
  defaultSelectedRowKeys?: string[];
  onSelectionChange?: (keys: string[]) => void;
  /** A row whose checkbox is disabled. */
  isRowSelectable?: (row: T) => boolean;
  /** Text naming a row for its checkbox (e.g. the order number). @default t('ui:table.selectRow') */
  getRowLabel?: (row: T) => string;

  /** Server-side pagination under the table; the caller owns `page`, `pageSize` and `total`. */
  pagination?: Omit<PaginationProps, 'disabled'> | false;
  /**
   * Height of the scrolling body; the header stays in place. Virtualised tables use 560 when
   * unset. @default none (the table grows)
   */
  maxHeight?: number;
  /** Estimated row height in px, used by virtualisation. @default 47 */
  rowHeight?: number;
  /** Called when a row is clicked. */
  onRowClick?: (row: T) => void;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
  min-width: 0;
`;

const Scroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);

  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: var(--cp-text);
  font-size: var(--cp-font-md);
  table-layout: auto;

  th,
  td {
    padding: 12px var(--cp-space-lg);
    border-bottom: 1px solid var(--cp-border-light);
    text-align: left;
    line-height: 22px;
    overflow-wrap: anywhere;
  }
  th {
    position: sticky;
    top: 0;
    z-index: 2;
    background: var(--cp-bg-subtle);
    color: var(--cp-text);
    font-weight: 500;
    white-space: nowrap;
  }
  [data-align='center'] {
    text-align: center;
  }
  [data-align='right'] {
    text-align: right;
  }
  [data-fixed] {
    position: sticky;
    z-index: 1;
    background: var(--cp-bg);
  }
  th[data-fixed] {
    z-index: 3;
    background: var(--cp-bg-subtle);
  }
  tbody tr:last-child > td {
    border-bottom: 0;
  }
  tbody tr[data-row]:hover > td {
    background: var(--cp-bg-subtle);
  }
  tbody tr[data-selected='true'] > td {
    background: var(--cp-primary-lighter);
  }
  tbody tr[data-clickable='true'] {
    cursor: pointer;
  }
  td[data-select],
  th[data-select] {
    width: 48px;
    padding-right: 0;
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--cp-space-xs);
  margin: -2px -4px;
  padding: 2px 4px;
  border: 0;
  border-radius: var(--cp-radius-sm);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: var(--cp-bg-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
  }
  svg {
    width: 14px;
    height: 14px;
    color: var(--cp-text-secondary);
  }
  &[data-sorted] svg {
    color: var(--cp-primary-text);
  }
`;

const Box = styled(Checkbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid var(--cp-text-disabled);
  border-radius: var(--cp-radius-sm);
  background: var(--cp-bg);
  color: var(--cp-primary-contrast);
  vertical-align: middle;
  cursor: pointer;

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: var(--cp-primary-solid);
    background: var(--cp-primary-solid);
  }
  &:disabled {
    border-color: var(--cp-border);
    background: var(--cp-bg-muted);
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 2px;
  }
  svg {
    width: 12px;
    height: 12px;
  }
`;

const StateCell = styled.td`
  && {
    padding: var(--cp-space-xxl) var(--cp-space-lg);
    text-align: center;
    color: var(--cp-text-secondary);
  }
  svg {
    display: block;
    width: 32px;
    height: 32px;
    margin: 0 auto var(--cp-space-sm);
    color: var(--cp-text-disabled);
  }
  &[data-state='error'] svg {
    color: var(--cp-danger);
  }
  button svg {
    display: none;
  }
`;

const StateActions = styled.div`
  margin-top: var(--cp-space-md);
`;

const SkeletonBar = styled.span`
  display: block;
  height: 14px;
  margin: 4px 0;
  border-radius: var(--cp-radius-sm);
  background: var(--cp-bg-muted);
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 4;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.6);
`;

const Spinner = styled.span`
  width: 24px;
  height: 24px;
  border: 3px solid var(--cp-primary-solid);
  border-right-color: transparent;
  border-radius: 50%;
  animation: cp-table-spin 0.8s linear infinite;
  @keyframes cp-table-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Spacer = styled.tr`
  & > td {
    padding: 0;
    border: 0;
  }
`;

interface ColumnMeta {
  column: TableColumn<never>;
  style: CSSProperties | undefined;
}

function cssWidth(width: number | string | undefined): string | undefined {
  return typeof width === 'number' ? `${width}px` : width;
}

function readValue<T>(row: T, column: TableColumn<T>): unknown {
  if (typeof column.accessor === 'function') return column.accessor(row);
  const key = (column.accessor ?? column.key) as keyof T;
  return row[key];
}

function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  return String(value);
}

/** Sticky offsets of fixed columns: the sum of the widths of the fixed columns before them. */
function fixedStyles<T>(columns: TableColumn<T>[], selectable: boolean): (CSSProperties | undefined)[] {
  const styles: (CSSProperties | undefined)[] = columns.map(() => undefined);
  let left = selectable ? 48 : 0;
  columns.forEach((column, i) => {
    if (column.fixed !== 'left') return;
    styles[i] = { left };
    left += typeof column.width === 'number' ? column.width : 0;
  });
  let right = 0;
  for (let i = columns.length - 1; i >= 0; i--) {
    const column = columns[i];
    if (column?.fixed !== 'right') continue;
    styles[i] = { right };
    right += typeof column.width === 'number' ? column.width : 0;
  }
  return styles;
}

interface BodyRowProps<T> {
  row: Row<T>;
  index: number;
  selectable: boolean;
  selected: boolean;
  selectionDisabled: boolean;
  rowLabel: string;
  onToggle: (id: string, checked: boolean) => void;
  onRowClick: ((row: T) => void) | undefined;
  /** aria-rowindex when the body is virtualised (header row is 1). */
  ariaRowIndex: number | undefined;
  measureRef: ((node: HTMLTableRowElement | null) => void) | undefined;
}

// Rows are memoised: a sort, a selection change or a loading flag re-renders only the rows whose
// props changed, which keeps pages of a few hundred rows responsive without virtualisation.
const BodyRow = memo(function BodyRow<T>({
  row,
  index,
  selectable,
  selected,
  selectionDisabled,
  rowLabel,
  onToggle,
  onRowClick,
  ariaRowIndex,
  measureRef,
}: BodyRowProps<T>) {
  return (
    <tr
      ref={measureRef}
      data-index={index}
      data-row=""
      data-selected={selected || undefined}
      data-clickable={onRowClick ? true : undefined}
      aria-selected={selectable ? selected : undefined}
      aria-rowindex={ariaRowIndex}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
    >
      {selectable && (
        <td data-select="">
          <Box
            checked={selected}
            disabled={selectionDisabled}
            aria-label={rowLabel}
            onClick={(event) => event.stopPropagation()}
            onCheckedChange={(checked) => onToggle(row.id, checked === true)}
          >
            <Checkbox.Indicator>
              <Check aria-hidden="true" />
            </Checkbox.Indicator>
          </Box>
        </td>
      )}
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta as ColumnMeta;
        return (
          <td key={cell.id} data-align={meta.column.align} data-fixed={meta.column.fixed} style={meta.style}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: BodyRowProps<T>) => ReactNode;

/**
 * A data table on @tanstack/react-table: sortable headers (buttons, with aria-sort), a checkbox
 * column with select-all, loading, empty and error states, server-side pagination, a sticky
 * header, and virtualised rows above 100 rows (@tanstack/react-virtual).
 */
export function Table<T>({
  columns,
  data,
  rowKey,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  caption,
  loading = false,
  error,
  onRetry,
  empty,
  sort,
  defaultSort = null,
  onSortChange,
  sortMode = 'client',
  selectable = false,
  selectedRowKeys,
  defaultSelectedRowKeys,
  onSelectionChange,
  isRowSelectable,
  getRowLabel,
  pagination,
  maxHeight,
  rowHeight = 47,
  onRowClick,
}: TableProps<T>) {
  const { t } = useTranslation('ui');
  if (import.meta.env.DEV && !ariaLabel && !ariaLabelledBy && caption === undefined) {
    console.error('[ui: Table] give the table a name with `aria-label`, `aria-labelledby` or `caption`.');
  }

  // Sort: controlled through `sort`, else internal.
  const [innerSort, setInnerSort] = useState<TableSort | null>(defaultSort);
  const currentSort = sort === undefined ? innerSort : sort;
  const sorting = useMemo<SortingState>(
    () => (currentSort ? [{ id: currentSort.key, desc: currentSort.direction === 'desc' }] : []),
    [currentSort],
  );
  const toggleSort = (key: string) => {
    // asc -> desc -> unsorted, like most admin tables.
    let next: TableSort | null;
    if (currentSort?.key !== key) next = { key, direction: 'asc' };
    else if (currentSort.direction === 'asc') next = { key, direction: 'desc' };
    else next = null;
    if (sort === undefined) setInnerSort(next);
    onSortChange?.(next);
  };

  // Selection is kept as keys outside the table model so keys of other pages survive paging.
  const [innerSelected, setInnerSelected] = useState<string[]>(defaultSelectedRowKeys ?? []);
  const selectedKeys = selectedRowKeys ?? innerSelected;
  const selectedSet = useMemo(() => new Set(selectedKeys), [selectedKeys]);
  const setSelected = useCallback(
    (keys: string[]) => {
      if (selectedRowKeys === undefined) setInnerSelected(keys);
      onSelectionChange?.(keys);
    },
    [selectedRowKeys, onSelectionChange],
  );

  const getRowId = useCallback(
    (row: T) => String(typeof rowKey === 'function' ? rowKey(row) : row[rowKey]),
    [rowKey],
  );

  const offsets = useMemo(() => fixedStyles(columns, selectable), [columns, selectable]);
  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column, i) => ({
        id: column.key,
        accessorFn: (row: T) => readValue(row, column),
        header: () => column.title,
        cell: (context) => {
          const value = context.getValue();
          return column.render
            ? column.render(value, context.row.original, context.row.index)
            : defaultCell(value);
        },
        enableSorting: column.sortable === true,
        sortUndefined: 'last',
        meta: { column, style: offsets[i] } satisfies ColumnMeta as ColumnMeta,
      })),
    [columns, offsets],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is read during render only
  const table = useReactTable<T>({
    data,
    columns: columnDefs,
    state: { sorting },
    getRowId,
    manualSorting: sortMode === 'server',
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSortingRemoval: true,
  });
  const rows = table.getRowModel().rows;

  const selectableRows = useMemo(
    () => (isRowSelectable ? rows.filter((row) => isRowSelectable(row.original)) : rows),
    [rows, isRowSelectable],
  );
  const selectedOnPage = selectableRows.filter((row) => selectedSet.has(row.id)).length;
  const allChecked: boolean | 'indeterminate' =
    selectableRows.length > 0 && selectedOnPage === selectableRows.length
      ? true
      : selectedOnPage > 0
        ? 'indeterminate'
        : false;

  // The latest selection, read by the stable toggle callback so memoised rows do not re-render.
  const selectionRef = useRef({ selectedKeys, setSelected });
  selectionRef.current = { selectedKeys, setSelected };
  const toggleRow = useCallback((id: string, checked: boolean) => {
    const { selectedKeys: keys, setSelected: set } = selectionRef.current;
    set(checked ? [...keys.filter((k) => k !== id), id] : keys.filter((k) => k !== id));
  }, []);
  const toggleAll = () => {
    const pageIds = new Set(selectableRows.map((row) => row.id));
    const others = selectedKeys.filter((k) => !pageIds.has(k));
    setSelected(allChecked === true ? others : [...others, ...pageIds]);
  };

  const virtual = rows.length > TABLE_VIRTUALIZE_THRESHOLD;
  const scrollHeight = maxHeight ?? (virtual ? 560 : undefined);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    getItemKey: (index) => rows[index]?.id ?? index,
  });

  const columnCount = columns.length + (selectable ? 1 : 0);
  const headerGroup = table.getHeaderGroups()[0];
  const showError = error !== undefined && error !== null && error !== false;
  const showSkeleton = loading && rows.length === 0 && !showError;
  const showEmpty = !loading && !showError && rows.length === 0;

  const renderRow = (
    row: Row<T>,
    index: number,
    virtualizerRef?: Virtualizer<HTMLDivElement, HTMLTableRowElement>,
  ) => {
    const canSelect = isRowSelectable ? isRowSelectable(row.original) : true;
    return (
      <BodyRow<T>
        key={row.id}
        row={row}
        index={index}
        selectable={selectable}
        selected={selectedSet.has(row.id)}
        selectionDisabled={!canSelect}
        rowLabel={getRowLabel ? getRowLabel(row.original) : t('table.selectRow')}
        onToggle={toggleRow}
        onRowClick={onRowClick}
        ariaRowIndex={virtualizerRef ? index + 2 : undefined}
        measureRef={virtualizerRef?.measureElement}
      />
    );
  };

  let body: ReactNode;
  if (showError) {
    body = (
      <tr>
        <StateCell colSpan={columnCount} data-state="error">
          <TriangleAlert aria-hidden="true" />
          <div role="alert">{error === true ? t('table.error') : error}</div>
          {onRetry && (
            <StateActions>
              <Button size="small" onClick={onRetry}>
                {t('table.retry')}
              </Button>
            </StateActions>
          )}
        </StateCell>
      </tr>
    );
  } else if (showSkeleton) {
    body = Array.from({ length: 5 }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {Array.from({ length: columnCount }, (__, j) => (
          <td key={j}>
            <SkeletonBar />
          </td>
        ))}
      </tr>
    ));
  } else if (showEmpty) {
    body = (
      <tr>
        <StateCell colSpan={columnCount}>
          {empty ?? (
            <>
              <Inbox aria-hidden="true" />
              {t('table.empty')}
            </>
          )}
        </StateCell>
      </tr>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const top = items[0]?.start ?? 0;
    const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    body = (
      <>
        {top > 0 && (
          <Spacer aria-hidden="true">
            <td colSpan={columnCount} style={{ height: top }} />
          </Spacer>
        )}
        {items.map((item) => {
          const row = rows[item.index];
          return row ? renderRow(row, item.index, virtualizer) : null;
        })}
        {bottom > 0 && (
          <Spacer aria-hidden="true">
            <td colSpan={columnCount} style={{ height: bottom }} />
          </Spacer>
        )}
      </>
    );
  } else {
    body = rows.map((row, index) => renderRow(row, index));
  }

  const scrollable = scrollHeight !== undefined;
  return (
    <Wrapper>
      <Scroller
        ref={scrollRef}
        style={scrollable ? { maxHeight: scrollHeight } : undefined}
        // A scrolling region must be reachable by keyboard to scroll it.
        tabIndex={scrollable ? 0 : undefined}
        role={scrollable ? 'region' : undefined}
        aria-label={scrollable ? ariaLabel : undefined}
        aria-labelledby={scrollable ? ariaLabelledBy : undefined}
      >
        <StyledTable
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-busy={loading || undefined}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
        >
          {caption !== undefined && (
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
          )}
          <colgroup>
            {selectable && <col style={{ width: 48 }} />}
            {columns.map((column) => (
              <col key={column.key} style={{ width: cssWidth(column.width) }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={virtual ? 1 : undefined}>
              {selectable && (
                <th data-select="" scope="col">
                  <Box
                    checked={allChecked}
                    disabled={selectableRows.length === 0 || loading}
                    aria-label={t('table.selectAll')}
                    onCheckedChange={toggleAll}
                  >
                    <Checkbox.Indicator>
                      {allChecked === 'indeterminate' ? (
                        <Minus aria-hidden="true" />
                      ) : (
                        <Check aria-hidden="true" />
                      )}
                    </Checkbox.Indicator>
                  </Box>
                </th>
              )}
              {headerGroup?.headers.map((header) => {
                const meta = header.column.columnDef.meta as ColumnMeta;
                const sortable = header.column.getCanSort();
                const direction = currentSort?.key === header.column.id ? currentSort.direction : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-align={meta.column.align}
                    data-fixed={meta.column.fixed}
                    style={meta.style}
                    aria-sort={
                      sortable
                        ? direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {sortable ? (
                      <SortButton
                        type="button"
                        data-sorted={direction}
                        onClick={() => toggleSort(header.column.id)}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {direction === 'asc' ? (
                          <ArrowUp aria-hidden="true" />
                        ) : direction === 'desc' ? (
                          <ArrowDown aria-hidden="true" />
                        ) : (
                          <ArrowUpDown aria-hidden="true" />
                        )}
                      </SortButton>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </StyledTable>
        {loading && !showSkeleton && (
          <Overlay aria-hidden="true">
            <Spinner />
          </Overlay>
        )}
        {loading && <VisuallyHidden role="status">{t('table.loading')}</VisuallyHidden>}
      </Scroller>
      {pagination && (
        <Footer>
          <Pagination {...pagination} />
        </Footer>
      )}
    </Wrapper>
  );
}
