// /costCenter/overview: balance, frozen and available amounts, the spending chart and the latest
// movements. Every write that changes the balance revalidates `account.overview` (packages/api hooks),
// so this page shows a payment or recharge at once.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAccountOverview, useConsumption } from '@chainportal/api';
import { Button, Card, FORMAT_PLACEHOLDER, LazyBarChart, Statistic, Table, useMoney } from '@chainportal/ui';
import { CardGrid, ConsolePage, Hint } from '../../parts/ConsolePage';
import { LoadFailed } from '../../parts/ListControls';
import { useConsumptionColumns } from '../consumption/consumptionColumns';
import { useNavigate } from 'react-router-dom';

export default function OverviewPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const navigate = useNavigate();
  const overview = useAccountOverview();
  const recent = useConsumption({ pageNum: 1, pageSize: 5 });
  const data = overview.data;

  const columns = useConsumptionColumns({ sortable: false, signed: true });

  return (
    <ConsolePage
      title={t('overview.title')}
      actions={
        <>
          <Button variant="primary" onClick={() => void navigate('/costCenter/overview/recharge')}>
            {t('overview.recharge')}
          </Button>
          <Button onClick={() => void navigate('/costCenter/overview/withdrawal')}>
            {t('overview.withdraw')}
          </Button>
          <Button onClick={() => void navigate('/costCenter/overview/refund')}>{t('overview.refund')}</Button>
        </>
      }
    >
      {overview.error ? <LoadFailed onRetry={() => void overview.mutate()} /> : null}
      <CardGrid aria-live="polite">
        <Card>
          <Statistic
            title={t('overview.balance')}
            value={data ? money(data.balance) : ''}
            loading={!data && !overview.error}
          />
        </Card>
        <Card>
          <Statistic
            title={t('overview.frozen')}
            value={data ? money(data.frozen) : ''}
            loading={!data && !overview.error}
          />
          <Hint>{t('overview.frozenHint')}</Hint>
        </Card>
        <Card>
          <Statistic
            title={t('overview.available')}
            value={data ? money(data.available) : ''}
            loading={!data && !overview.error}
          />
        </Card>
      </CardGrid>
      <Card title={t('overview.spend')} titleLevel={2}>
        <LazyBarChart
          title={t('overview.spend')}
          valueName={t('overview.spendName')}
          data={(data?.monthlySpend ?? []).map((m) => ({
            label: m.month ?? FORMAT_PLACEHOLDER,
            value: m.amount ?? 0,
          }))}
          formatValue={(v) => money(v)}
          loading={!data && !overview.error}
          empty={t('overview.recentEmpty')}
        />
      </Card>
      <Card
        title={t('overview.recent')}
        titleLevel={2}
        extra={<Link to="/costCenter/consumptiondetail">{t('overview.allMovements')}</Link>}
      >
        <Table
          caption={t('overview.recent')}
          columns={columns}
          data={recent.data?.list ?? []}
          rowKey="id"
          loading={recent.isLoading}
          error={recent.error ? t('common.loadFailed') : undefined}
          onRetry={() => void recent.mutate()}
          empty={t('overview.recentEmpty')}
          pagination={false}
        />
      </Card>
    </ConsolePage>
  );
}
