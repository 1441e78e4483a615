// The filter bar of the cost-center lists (orders, consumption, invoices, drops, recharges): an optional
// status, the date range and the keyword, all kept in the address by useListQuery, and Reset.
import { useTranslation } from 'react-i18next';
import { Button, type SelectOption } from '@chainportal/ui';
import { FilterBar } from '../parts/ConsolePage';
import { DateRangeFilter, FilterSelect, KeywordFilter } from '../parts/ListControls';

/** The address keys of a cost-center list without a status filter (useListQuery's defaults). */
export const DATED_FILTERS = { keyword: '', dateFrom: '', dateTo: '' };
/** The same with the status filter first. */
export const DATED_STATUS_FILTERS = { status: '', ...DATED_FILTERS };

export interface DatedFilters {
  keyword: string;
  dateFrom: string;
  dateTo: string;
  status?: string;
}

/** What a dated list asks the server for: its filters, each left out while empty. */
export function datedRequest<Status extends string = never>(
  filters: DatedFilters,
): { status?: Status; keyword?: string; dateFrom?: string; dateTo?: string } {
  const dated = {
    keyword: filters.keyword || undefined,
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.dateTo || undefined,
  };
  return 'status' in filters
    ? { status: (filters.status || undefined) as Status | undefined, ...dated }
    : dated;
}

/** The part of a list's useListQuery the filters use (any list whose filters include these). */
export interface DatedListQuery {
  filters: DatedFilters;
  setFilters: (patch: Partial<DatedFilters>) => void;
  reset: () => void;
}

export interface CostListFiltersProps {
  query: DatedListQuery;
  keywordLabel: string;
  keywordPlaceholder?: string;
  /** A status filter first, when the list has one. */
  status?: { label: string; options: readonly SelectOption[] };
}

export function CostListFilters({ query, keywordLabel, keywordPlaceholder, status }: CostListFiltersProps) {
  const { t } = useTranslation('billing');
  const { dateFrom, dateTo } = query.filters;
  return (
    <FilterBar>
      {status ? (
        <FilterSelect
          label={status.label}
          value={query.filters.status ?? ''}
          options={status.options}
          onChange={(next) => query.setFilters({ status: next })}
        />
      ) : null}
      <DateRangeFilter
        label={t('common.dateRange')}
        dateFrom={dateFrom}
        dateTo={dateTo}
        onChange={(days) => query.setFilters(days)}
      />
      <KeywordFilter list={query} label={keywordLabel} placeholder={keywordPlaceholder} />
      <div>
        <Button onClick={query.reset}>{t('common.reset')}</Button>
      </div>
    </FilterBar>
  );
}
