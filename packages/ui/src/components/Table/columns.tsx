import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ActionGroup, EllipsisText } from './cells';
import type { TableColumn } from './types';

/** Width of the checkbox column. */
export const SELECT_COLUMN_WIDTH = 48;

/** What each TanStack column carries for the header and the cells. */
export interface ColumnMeta {
  column: TableColumn<never>;
  style: CSSProperties | undefined;
  /** The side the column sticks to while the table scrolls sideways (defaults applied). */
  fixed: 'left' | 'right' | undefined;
  /** The alignment (figures default to the right). */
  align: TableColumn<never>['align'];
}

/**
 * Where a column sticks: as given, else the key column (a first column of kind 'id') at the left and
 * the actions (a last column of kind 'action') at the right, as consoles keep them in view.
 */
export function fixedSide<T>(
  column: TableColumn<T>,
  index: number,
  count: number,
): 'left' | 'right' | undefined {
  if (column.fixed !== undefined) return column.fixed || undefined;
  if (index === 0 && column.kind === 'id') return 'left';
  if (index === count - 1 && column.kind === 'action') return 'right';
  return undefined;
}

function alignOf<T>(column: TableColumn<T>): TableColumn<T>['align'] {
  return column.align ?? (column.kind === 'amount' || column.kind === 'number' ? 'right' : undefined);
}

export function cssWidth(width: number | string | undefined): string | undefined {
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
export function fixedStyles<T>(
  columns: TableColumn<T>[],
  selectable: boolean,
): (CSSProperties | undefined)[] {
  const styles: (CSSProperties | undefined)[] = columns.map(() => undefined);
  let left = selectable ? SELECT_COLUMN_WIDTH : 0;
  columns.forEach((column, i) => {
    if (fixedSide(column, i, columns.length) !== 'left') return;
    styles[i] = { left };
    left += typeof column.width === 'number' ? column.width : 0;
  });
  let right = 0;
  for (let i = columns.length - 1; i >= 0; i--) {
    const column = columns[i];
    if (!column || fixedSide(column, i, columns.length) !== 'right') continue;
    styles[i] = { right };
    right += typeof column.width === 'number' ? column.width : 0;
  }
  return styles;
}

/** The TanStack column definitions for the `columns` prop (value, cell, sorting, fixed offsets). */
export function useColumnDefs<T>(columns: TableColumn<T>[], selectable: boolean): ColumnDef<T>[] {
  const offsets = useMemo(() => fixedStyles(columns, selectable), [columns, selectable]);
  return useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column, i) => ({
        id: column.key,
        accessorFn: (row: T) => readValue(row, column),
        header: () => column.title,
        cell: (context) => {
          const value = context.getValue();
          const content = column.render
            ? column.render(value, context.row.original, context.row.index)
            : defaultCell(value);
          if (column.kind === 'text')
            return <EllipsisText maxWidth={column.maxWidth}>{content}</EllipsisText>;
          if (column.kind === 'action') return <ActionGroup>{content}</ActionGroup>;
          return content;
        },
        enableSorting: column.sortable === true,
        sortUndefined: 'last',
        meta: {
          column,
          style: offsets[i],
          fixed: fixedSide(column, i, columns.length),
          align: alignOf(column),
        } satisfies ColumnMeta as ColumnMeta,
      })),
    [columns, offsets],
  );
}
