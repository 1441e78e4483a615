import type { ReactNode } from 'react';
import type { PaginationProps } from '../Pagination';

export type TableAlign = 'left' | 'center' | 'right';

/**
 * What a column holds, which decides how its cells lay out (docs/decisions/0060):
 * - `'id'`: an identifier (order number, e-mail); as the first column it stays in view while the
 *   table scrolls sideways (on wide screens);
 * - `'amount'` and `'number'`: figures, right-aligned with tabular digits;
 * - `'date'` and `'status'`: a date or a status tag;
 * - `'action'`: the row's action links, spaced apart and kept in view at the right edge;
 * - `'text'`: free text, cut with an ellipsis at `maxWidth`; the full value shows on hover (title)
 *   and on focus (the cell takes focus when its text is cut).
 * Every kind but `'text'` keeps its content on one line: a cell never breaks inside a word.
 */
export type TableColumnKind = 'id' | 'amount' | 'number' | 'date' | 'status' | 'action' | 'text';
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
  /** What the column holds: how its cells lay out. @default one line, never broken (`'id'`-like) */
  kind?: TableColumnKind;
  /** Widest a `'text'` cell grows before it is cut with an ellipsis, in px. @default 280 */
  maxWidth?: number;
  /** Column width in px (number) or any CSS width. */
  width?: number | string;
  /** @default 'left' */
  align?: TableAlign;
  /** Adds a sort button to the header. @default false */
  sortable?: boolean;
  /**
   * Keeps the column in view while scrolling sideways. Offsets are summed from the numeric widths
   * of the earlier fixed columns, so give fixed columns a numeric `width`.
   * @default 'left' for a first column of kind 'id', 'right' for a last column of kind 'action'
   */
  fixed?: 'left' | 'right' | false;
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
