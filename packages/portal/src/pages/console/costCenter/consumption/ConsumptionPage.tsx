// /costCenter/consumptiondetail: consumption by date range and product, a chart of the page by day
// (the ui chart, loaded lazily), the page total in exact cents, and export to Excel.
import { useTranslation } from 'react-i18next';
import { listConsumption, useApiClient, useConsumption, type ConsumptionRecord } from '@chainportal/api';
import { Card, LazyBarChart, Statistic, formatDate, useMoney } from '@chainportal/ui';
import { CardGrid, ConsolePage } from '../../parts/ConsolePage';
import { fetchAll } from '../../parts/fetchAll';
import { sumYuan, toCents, toYuan } from '../../parts/money';
import { ListTable } from '../../parts/ListTable';
import { useListQuery } from '../../parts/useListQuery';
import { CostListFilters, DATED_FILTERS, datedRequest } from '../CostListFilters';
import { ExportListButton } from '../ExportListButton';
import { useConsumptionColumns } from './consumptionColumns';

/** Amounts of the rows summed per calendar day, oldest first, in exact cents. */
export function byDay(rows: readonly ConsumptionRecord[]): { label: string; value: number }[] {
  const days = new Map<string, number>();
  for (const row of rows) {
    // A row without its date or amount cannot be placed on the chart.
    if (row.createdAt === undefined || row.amount === undefined) continue;
    const day = row.createdAt.slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + toCents(row.amount));
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, cents]) => ({ label, value: toYuan(cents) }));
}

export default function ConsumptionPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const client = useApiClient();
  const query = useListQuery(DATED_FILTERS);
  const filters = datedRequest(query.filters);
  const { data, error, isLoading, mutate } = useConsumption({
    ...filters,
    ...query.paging,
  });
  const rows = data?.list ?? [];

  const columns = useConsumptionColumns({ sortable: true, signed: false });

  return (
    <ConsolePage
      title={t('consumption.title')}
      actions={
        <ExportListButton
          load={() => fetchAll(client, listConsumption, { ...filters, ...query.sorting })}
          columns={[
            { header: t('consumption.createdAt'), value: (r) => formatDate(r.createdAt) },
            { header: t('consumption.orderNo'), value: (r) => r.orderNo, width: 22 },
            { header: t('consumption.product'), value: (r) => r.productName, width: 28 },
            { header: t('consumption.amount'), value: (r) => r.amount, numFmt: '#,##0.00' },
            { header: t('consumption.balanceAfter'), value: (r) => r.balanceAfter, numFmt: '#,##0.00' },
          ]}
          empty={!data?.total}
        />
      }
    >
      <CostListFilters query={query} keywordLabel={t('consumption.keyword')} />
      <CardGrid>
        <Card>
          <Statistic
            title={t('consumption.total')}
            value={data ? money(sumYuan(rows.map((r) => r.amount ?? 0))) : ''}
            loading={isLoading}
          />
        </Card>
        <Card>
          <Statistic title={t('consumption.count')} value={data?.total ?? 0} loading={isLoading} />
        </Card>
      </CardGrid>
      <Card title={t('consumption.chart')} titleLevel={2}>
        <LazyBarChart
          title={t('consumption.chart')}
          valueName={t('consumption.chartName')}
          data={byDay(rows)}
          formatValue={(v) => money(v)}
          loading={isLoading}
          empty={t('consumption.empty')}
        />
      </Card>
      <ListTable
        caption={t('consumption.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        empty={t('consumption.empty')}
        list={query}
        answer={{ data, error, isLoading, mutate }}
      />
    </ConsolePage>
  );
}
