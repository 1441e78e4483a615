import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useAccountOverview,
  useApps,
  useMessagePage,
  useNotReadCount,
  useOrders,
  orderStatuses,
  useServices,
} from '@chainportal/api';
import {
  Card,
  enumLabel,
  FORMAT_PLACEHOLDER,
  formatDate,
  LazyLineChart,
  LoadBoundary,
  NearViewport,
  Result,
  Statistic,
  StatusTag,
  Tag,
  formatDay,
  useMoney,
} from '@chainportal/ui';
import { appStatusMap } from '../apps/appLabels';
import { serviceStatusMap } from '../services/serviceLabels';
import { ConsolePage } from '../parts/ConsolePage';
import { DashboardList } from './DashboardLists';
import { FIRST, RUNNING, UNREAD } from './homeQueries';

// The chains' live status reads the chains through ethers: its code and translations come when it
// comes near the viewport (it sits last, below the first screen, so nothing moves when it arrives).
const ChainsCard = lazy(() => import('./ChainsCard'));

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: var(--cp-space-lg);
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: var(--cp-space-lg);
`;

/** /homepage/homepage: balance, this month's spend, what is in use, recent orders, unread notices. */
export default function HomePage() {
  const { t } = useTranslation('console');
  const money = useMoney();
  const overview = useAccountOverview();
  const services = useServices(FIRST);
  const running = useServices(RUNNING);
  const apps = useApps(FIRST);
  const orders = useOrders(FIRST);
  const notices = useMessagePage(UNREAD);
  const unread = useNotReadCount();
  const spend = overview.data?.monthlySpend ?? [];
  const thisMonth = spend.at(-1)?.amount ?? 0;

  return (
    <ConsolePage title={t('home.heading')}>
      <Stats>
        <Card>
          <Statistic
            title={t('home.balance')}
            value={overview.error ? '—' : money(overview.data?.available ?? 0)}
            loading={overview.isLoading}
          />
        </Card>
        <Card>
          <Statistic
            title={t('home.monthSpend')}
            value={overview.error ? '—' : money(thisMonth)}
            loading={overview.isLoading}
          />
        </Card>
        <Card>
          <Statistic
            title={t('home.runningServices')}
            value={running.data?.total ?? '—'}
            suffix={services.data ? t('home.ofTotal', { total: services.data.total }) : undefined}
            loading={running.isLoading}
          />
        </Card>
        <Card>
          <Statistic title={t('home.unread')} value={unread.data ?? '—'} loading={unread.isLoading} />
        </Card>
      </Stats>
      <Card title={t('home.spendChart')} titleLevel={2}>
        {overview.error ? (
          <Result status="error" title={t('common.loadFailed')} headingLevel="h3" />
        ) : (
          <LazyLineChart
            title={t('home.spendChart')}
            loading={overview.isLoading}
            series={[
              {
                key: 'spend',
                name: t('home.spend'),
                // A month without its name or amount cannot be placed on the chart.
                points: spend.flatMap((m) =>
                  m.month !== undefined && m.amount !== undefined
                    ? [{ x: new Date(`${m.month}-01T00:00:00Z`), y: m.amount }]
                    : [],
                ),
              },
            ]}
            formatX={(x) => formatDate(x, 'YYYY-MM')}
            formatY={money}
            xLabel={t('home.month')}
            empty={t('home.noSpend')}
          />
        )}
      </Card>
      <Grid>
        <DashboardList
          title={t('home.services')}
          moreTo="/appservers/myservers"
          loading={services.isLoading}
          error={services.error}
          empty={t('home.noServices')}
          rows={services.data?.list.map((s) => ({
            key: s.id,
            label: s.name ?? `#${s.id}`,
            to: `/appservers/myserversdetail?id=${s.id}`,
            side: <StatusTag status={s.status} statusMap={serviceStatusMap(t)} />,
          }))}
        />
        <DashboardList
          title={t('home.apps')}
          moreTo="/appservers/myapp"
          loading={apps.isLoading}
          error={apps.error}
          empty={t('home.noApps')}
          rows={apps.data?.list.map((a) => ({
            key: a.id,
            label: a.name ?? `#${a.id}`,
            to: `/appservers/myappdetail?id=${a.id}`,
            side: <StatusTag status={a.status} statusMap={appStatusMap(t)} />,
          }))}
        />
        <DashboardList
          title={t('home.orders')}
          moreTo="/costCenter/orderMGT"
          loading={orders.isLoading}
          error={orders.error}
          empty={t('home.noOrders')}
          rows={orders.data?.list.map((o) => ({
            key: o.id,
            label: [o.orderNo ?? `#${o.id}`, o.productName].filter(Boolean).join(' · '),
            to: o.orderNo
              ? `/costCenter/orderMGT?keyword=${encodeURIComponent(o.orderNo)}`
              : '/costCenter/orderMGT',
            side: (
              <>
                {money(o.amount)}
                <Tag>{enumLabel(o.status, orderStatuses, (v) => t(`home.orderStatus.${v}`))}</Tag>
              </>
            ),
          }))}
        />
        <DashboardList
          title={t('home.notices')}
          moreTo="/messageCenter/systemNotice/systemNotice?state=0"
          loading={notices.isLoading}
          error={notices.error}
          empty={t('home.noNotices')}
          rows={notices.data?.list.map((n) => ({
            key: n.id,
            label: n.title ?? FORMAT_PLACEHOLDER,
            to: '/messageCenter/systemNotice/systemNotice?state=0',
            side: <time dateTime={n.createTime}>{formatDay(n.createTime)}</time>,
          }))}
        />
      </Grid>
      {/* Below the first screen: its code, ethers and the chains' reads load as it comes near. */}
      <NearViewport minHeight="12rem">
        <LoadBoundary fallback={null} attempt={0}>
          <Suspense fallback={null}>
            <ChainsCard />
          </Suspense>
        </LoadBoundary>
      </NearViewport>
    </ConsolePage>
  );
}
