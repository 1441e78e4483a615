export { Table } from './Table';
export { TABLE_VIRTUALIZE_THRESHOLD } from './useVirtualRows';
export type {
  TableProps,
  TableColumn,
  TableSort,
  TableSortDirection,
  TableAlign,
  TableColumnKind,
} from './types';
