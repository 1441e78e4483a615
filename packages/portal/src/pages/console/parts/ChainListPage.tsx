// A console list of things that run on a chain (services, apps): status and chain filters and a
// keyword, all in the address (useListQuery), the table (ListTable, sorted by the server) and
// "Export to Excel" of the rows shown. The pages name their texts, columns and export columns.
import { useTranslation } from 'react-i18next';
import { type SelectOption, type TableColumn } from '@chainportal/ui';
import type { ExcelColumn } from '../../../export/exportExcel';
import { ExportShownButton } from './ExportShownButton';
import { CHAIN_TYPES } from '../services/serviceLabels';
import { ConsolePage, FilterBar } from './ConsolePage';
import { FilterSelect, KeywordFilter } from './ListControls';
import { ListTable, type ListAnswer } from './ListTable';
import type { ListQuery } from './useListQuery';

/** The filters of a chain list, in the address. */
export const CHAIN_LIST_FILTERS = { status: '', chainType: '', keyword: '' };

export interface ChainListPageProps<Row extends { id: number }> {
  /** The page's h1 and the table's name. */
  title: string;
  list: ListQuery<typeof CHAIN_LIST_FILTERS>;
  answer: ListAnswer<Row>;
  columns: TableColumn<Row>[];
  empty: string;
  status: { label: string; options: readonly SelectOption[] };
  chainLabel: string;
  searchLabel: string;
  exportColumns: readonly ExcelColumn<Row>[];
}

export function ChainListPage<Row extends { id: number }>({
  title,
  list,
  answer,
  columns,
  empty,
  status,
  chainLabel,
  searchLabel,
  exportColumns,
}: ChainListPageProps<Row>) {
  const { t } = useTranslation('console');
  const rows = answer.data?.list ?? [];

  return (
    <ConsolePage title={title} actions={<ExportShownButton rows={rows} columns={exportColumns} />}>
      <FilterBar>
        <FilterSelect
          label={status.label}
          value={list.filters.status}
          options={status.options}
          onChange={(next) => list.setFilters({ status: next })}
        />
        <FilterSelect
          label={chainLabel}
          value={list.filters.chainType}
          options={CHAIN_TYPES.map((c) => ({ value: c, label: t(`chain.${c}`) }))}
          onChange={(chainType) => list.setFilters({ chainType })}
        />
        <KeywordFilter list={list} label={searchLabel} />
      </FilterBar>
      <ListTable aria-label={title} columns={columns} rowKey="id" empty={empty} list={list} answer={answer} />
    </ConsolePage>
  );
}
