export {
  Pagination,
  paginationItems,
  PAGINATION_JUMP,
  type PaginationProps,
  type PaginationItem,
} from './Pagination';
