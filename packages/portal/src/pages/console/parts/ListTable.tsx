// The table of a console list whose page, page size and sort live in the address (useListQuery): the
// list call's rows, its loading and failure (with retry) states, sorting and pagination in one place.
// Sorting is the server's (decision 0041): the page's request carries `list.paging` with the sort,
// so a column sort orders the whole list, not only the rows on screen.
import { useTranslation } from 'react-i18next';
import { Table, type TableProps } from '@chainportal/ui';
import type { ListQuery } from './useListQuery';

/** What a list call's SWR hook returns, as far as the table needs it. */
export interface ListAnswer<Row> {
  data?: { list: Row[]; total: number };
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface ListTableProps<Row> extends Omit<
  TableProps<Row>,
  'data' | 'loading' | 'error' | 'onRetry' | 'sort' | 'onSortChange' | 'pagination'
> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filter shape
  list: ListQuery<any>;
  answer: ListAnswer<Row>;
  /** The rows to show when the page derives them from `answer` (default: `answer.data.list`). */
  rows?: Row[];
}

export function ListTable<Row>({ list, answer, rows, ...table }: ListTableProps<Row>) {
  const { t } = useTranslation('console');
  return (
    <Table
      {...table}
      data={rows ?? answer.data?.list ?? []}
      loading={answer.isLoading}
      error={answer.error ? t('common.loadFailed') : undefined}
      onRetry={() => void answer.mutate()}
      sort={list.sort}
      sortMode="server"
      onSortChange={list.setSort}
      pagination={{
        page: list.page,
        pageSize: list.pageSize,
        total: answer.data?.total ?? 0,
        onChange: list.setPage,
        showSizeChanger: true,
        showTotal: true,
      }}
    />
  );
}
