// The login log (/client/login/page), paged, with the page and the result filter in the address.
import { useTranslation } from 'react-i18next';
import { loginMethods, useLoginLogPage, type LoginLog } from '@chainportal/api';
import {
  FormField,
  joinText,
  RelativeTime,
  Select,
  StatusTag,
  enumLabel,
  type TableColumn,
} from '@chainportal/ui';
import { FilterBar } from '../parts/ConsolePage';
import { ListTable } from '../parts/ListTable';
import { useListQuery } from '../parts/useListQuery';

const FILTERS = { result: '' };
const ALL = 'all';
export function LoginLogTable({ caption }: { caption: string }) {
  const { t } = useTranslation('account');
  const query = useListQuery(FILTERS);
  const { result } = query.filters;
  const { data, error, isLoading, mutate } = useLoginLogPage({
    ...query.paging,
    success: result === 'success' ? true : result === 'failed' ? false : undefined,
  });
  const resultMap = {
    ok: { color: 'success' as const, label: t('loginLog.success') },
    failed: { color: 'danger' as const, label: t('loginLog.failed') },
  };
  const columns: TableColumn<LoginLog>[] = [
    {
      key: 'loginTime',
      kind: 'date',
      title: t('loginLog.time'),
      accessor: 'loginTime',
      sortable: true,
      render: (_, r) => <RelativeTime value={r.loginTime} />,
    },
    {
      key: 'address',
      kind: 'text',
      title: t('loginLog.address'),
      render: (_, r) => joinText([r.ip, r.location], ' · '),
    },
    {
      key: 'device',
      kind: 'text',
      title: t('loginLog.device'),
      render: (_, r) => joinText([r.browser, r.os], ' / '),
    },
    {
      key: 'method',
      title: t('loginLog.method'),
      render: (_, r) => enumLabel(r.method, loginMethods, (v) => t(`loginLog.methods.${v}`)),
    },
    {
      key: 'success',
      kind: 'status',
      title: t('loginLog.result'),
      render: (_, r) => <StatusTag status={r.success ? 'ok' : 'failed'} statusMap={resultMap} />,
    },
  ];
  return (
    <>
      <FilterBar role="search" aria-label={t('loginLog.filter')}>
        <FormField label={t('loginLog.result')}>
          <Select
            value={result || ALL}
            onValueChange={(value) => query.setFilters({ result: value === ALL ? '' : value })}
            options={[
              { value: ALL, label: t('common.all') },
              { value: 'success', label: t('loginLog.success') },
              { value: 'failed', label: t('loginLog.failed') },
            ]}
          />
        </FormField>
      </FilterBar>
      <ListTable
        caption={caption}
        columns={columns}
        rowKey="id"
        empty={t('loginLog.empty')}
        list={query}
        answer={{ data, error, isLoading, mutate }}
      />
    </>
  );
}
