export {
  Table,
  TABLE_VIRTUALIZE_THRESHOLD,
  type TableProps,
  type TableColumn,
  type TableSort,
  type TableSortDirection,
  type TableAlign,
} from './Table';
