import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DateRangePicker,
  FormField,
  Result,
  SearchBox,
  Select,
  Skeleton,
  type SelectOption,
} from '@chainportal/ui';
import { daysOf, rangeOf } from './dates';

const ALL = 'all';

export interface FilterSelectProps {
  label: string;
  /** '' for every value. */
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A list filter with an "All" choice first ('' in the address). */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation('console');
  return (
    <FormField label={label}>
      <Select
        value={value || ALL}
        options={[{ value: ALL, label: t('common.all') }, ...options]}
        onValueChange={(next) => onChange(next === ALL ? '' : next)}
      />
    </FormField>
  );
}

export interface DateRangeFilterProps {
  label: string;
  /** Calendar days (ui's formatDay; '' when unset), as kept in the address. */
  dateFrom: string;
  dateTo: string;
  /** Both days, '' when the range was cleared. */
  onChange: (days: { dateFrom: string; dateTo: string }) => void;
}

/** A list filter for a range of calendar days (`dateFrom`/`dateTo` in the address). */
export function DateRangeFilter({ label, dateFrom, dateTo, onChange }: DateRangeFilterProps) {
  return (
    <FormField label={label}>
      <DateRangePicker
        value={rangeOf(dateFrom, dateTo)}
        onChange={(range) => onChange(daysOf(range))}
        clearable
      />
    </FormField>
  );
}

export interface KeywordFilterProps {
  /** The list's query (useListQuery) whose filters have a `keyword`. */
  list: { filters: { keyword: string }; setFilters: (patch: { keyword: string }) => void };
  /** The box's label; "Keyword" when the list says nothing more precise. */
  label?: string;
  placeholder?: string | undefined;
}

/** A list's keyword filter: ui's SearchBox bound to `keyword` in the address. */
export function KeywordFilter({ list, label, placeholder }: KeywordFilterProps) {
  const { t } = useTranslation('console');
  return (
    <SearchBox
      label={label ?? t('common.keyword')}
      value={list.filters.keyword}
      placeholder={placeholder}
      onSearch={(keyword) => list.setFilters({ keyword })}
    />
  );
}

/** The failure of a load, with a retry button (a list's, a detail's or a panel's). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('console');
  return (
    <Result
      status="error"
      title={t('common.loadFailed')}
      subtitle={t('common.loadFailedHint')}
      extra={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}

export interface DetailStateProps {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/** A detail's loading placeholder, or a failure with a retry button, or the detail. */
export function DetailState({ loading, error, onRetry, children }: DetailStateProps) {
  if (error) return <LoadFailed onRetry={onRetry} />;
  if (loading) return <Skeleton rows={6} />;
  return <>{children}</>;
}
