import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getCoreRowModel, getSortedRowModel, useReactTable, type Row } from '@tanstack/react-table';
import { Spinner } from '../../internal/Spinner';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Pagination } from '../Pagination';
import { BodyRow } from './BodyRow';
import { cssWidth, SELECT_COLUMN_WIDTH, useColumnDefs } from './columns';
import { Footer, Overlay, Scroller, Spacer, StyledTable, Wrapper } from './Table.styles';
import { TableHead } from './TableHead';
import { TableStateRow } from './TableStateRow';
import { useHiddenEdges } from './useHiddenEdges';
import type { TableProps } from './types';
import { useRowSelection } from './useRowSelection';
import { useTableSort } from './useTableSort';
import { TABLE_VIRTUALIZE_THRESHOLD, useVirtualRows, VIRTUAL_DEFAULT_HEIGHT } from './useVirtualRows';

export { TABLE_VIRTUALIZE_THRESHOLD };
export type { TableAlign, TableColumn, TableProps, TableSort, TableSortDirection } from './types';

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
  sort: sortProp,
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

  const { sort, sorting, toggleSort } = useTableSort({ sort: sortProp, defaultSort, onSortChange });
  const getRowId = useCallback(
    (row: T) => String(typeof rowKey === 'function' ? rowKey(row) : row[rowKey]),
    [rowKey],
  );
  const columnDefs = useColumnDefs(columns, selectable);

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
  const rowKeys = useMemo(() => rows.map((row) => row.id), [rows]);

  const selectableKeys = useMemo(
    () => (isRowSelectable ? rows.filter((row) => isRowSelectable(row.original)) : rows).map((row) => row.id),
    [rows, isRowSelectable],
  );
  const { selectedSet, allChecked, toggleRow, toggleAll } = useRowSelection({
    selectedRowKeys,
    defaultSelectedRowKeys,
    onSelectionChange,
    selectableKeys,
  });

  const { virtual, scrollRef, items, top, bottom, measureElement } = useVirtualRows({ rowKeys, rowHeight });
  useHiddenEdges(scrollRef);
  const scrollHeight = maxHeight ?? (virtual ? VIRTUAL_DEFAULT_HEIGHT : undefined);

  const columnCount = columns.length + (selectable ? 1 : 0);
  const showError = error !== undefined && error !== null && error !== false;
  const showSkeleton = loading && rows.length === 0 && !showError;
  const showEmpty = !loading && !showError && rows.length === 0;

  const renderRow = (row: Row<T>, index: number, measured: boolean) => (
    <BodyRow<T>
      key={row.id}
      row={row}
      index={index}
      selectable={selectable}
      selected={selectedSet.has(row.id)}
      selectionDisabled={isRowSelectable ? !isRowSelectable(row.original) : false}
      rowLabel={getRowLabel ? getRowLabel(row.original) : t('table.selectRow')}
      onToggle={toggleRow}
      onRowClick={onRowClick}
      ariaRowIndex={measured ? index + 2 : undefined}
      measureRef={measured ? measureElement : undefined}
    />
  );

  let body: ReactNode;
  if (showError) {
    body = <TableStateRow state="error" columnCount={columnCount} error={error} onRetry={onRetry} />;
  } else if (showSkeleton) {
    body = <TableStateRow state="loading" columnCount={columnCount} />;
  } else if (showEmpty) {
    body = <TableStateRow state="empty" columnCount={columnCount} empty={empty} />;
  } else if (virtual) {
    body = (
      <>
        {top > 0 && (
          <Spacer aria-hidden="true">
            <td colSpan={columnCount} style={{ height: top }} />
          </Spacer>
        )}
        {items.map((item) => {
          const row = rows[item.index];
          return row ? renderRow(row, item.index, true) : null;
        })}
        {bottom > 0 && (
          <Spacer aria-hidden="true">
            <td colSpan={columnCount} style={{ height: bottom }} />
          </Spacer>
        )}
      </>
    );
  } else {
    body = rows.map((row, index) => renderRow(row, index, false));
  }

  const scrollable = scrollHeight !== undefined;
  return (
    <Wrapper>
      <Scroller
        ref={scrollRef}
        style={scrollable ? { maxHeight: scrollHeight } : undefined}
        // A scrolling region must be reachable by keyboard to scroll it; a wide table scrolls
        // sideways on a phone, so the scroller always takes focus.
        tabIndex={0}
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
            {selectable && <col style={{ width: SELECT_COLUMN_WIDTH }} />}
            {columns.map((column) => (
              <col key={column.key} style={{ width: cssWidth(column.width) }} />
            ))}
          </colgroup>
          <TableHead<T>
            headerGroup={table.getHeaderGroups()[0]}
            sort={sort}
            onToggleSort={toggleSort}
            selectable={selectable}
            allChecked={allChecked}
            selectAllDisabled={selectableKeys.length === 0 || loading}
            selectAllLabel={t('table.selectAll')}
            onToggleAll={toggleAll}
            ariaRowIndex={virtual ? 1 : undefined}
          />
          <tbody>{body}</tbody>
        </StyledTable>
        {loading && !showSkeleton && (
          <Overlay aria-hidden="true">
            <Spinner size="medium" />
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
