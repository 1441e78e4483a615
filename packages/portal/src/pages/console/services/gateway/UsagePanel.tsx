// The Usage panel of a service's page (issue 41, decision 0103): the calls through the metered
// gateway over a window, stacked by method, the top methods, the errors by kind, p50/p95 latency, the
// plan they are measured against, and the same data as CSV. Loaded lazily with its `gateway` text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  isUnavailable,
  usageErrorKinds,
  usageWindows,
  useServiceUsage,
  editionKeys,
  type ServiceUsage,
  type UsageWindow,
} from '@chainportal/api';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  LazyBarChart,
  RadioGroup,
  Table,
  enumLabel,
  formatGrouped,
  message,
  type TableColumn,
} from '@chainportal/ui';
import { exportCsv } from '../../../../export/exportCsv';
import { LoadFailed } from '../../parts/ListControls';
import { usageBars, usageCsvRows } from './usageData';

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--cp-space-sm) var(--cp-space-lg);
  margin-bottom: var(--cp-space-md);
`;

const Tables = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: var(--cp-space-lg);
  margin-top: var(--cp-space-lg);
  & h3 {
    margin: 0 0 var(--cp-space-sm);
    font-size: var(--cp-font-md);
  }
`;

const ChartBox = styled.div`
  margin-top: var(--cp-space-lg);
`;

const Note = styled.p`
  margin: var(--cp-space-sm) 0 0;
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
`;

export interface UsagePanelProps {
  serviceId: number;
  /** The window shown first. @default '24h' */
  initialWindow?: UsageWindow;
}

/** The Usage card; without a gateway (HTTP 404) one sentence says metering needs the HTTP API. */
export default function UsagePanel({ serviceId, initialWindow = '24h' }: UsagePanelProps) {
  const { t } = useTranslation('gateway');
  const [window, setWindow] = useState<UsageWindow>(initialWindow);
  // The previous window's figures stay while the next one loads: the picker keeps its place and focus.
  const { data, error, isValidating, mutate } = useServiceUsage(
    { id: serviceId, window },
    { keepPreviousData: true },
  );
  const title = t('usage.title');

  if (isUnavailable(error)) {
    return (
      <Card title={title} titleLevel={2}>
        <p>{t('usage.unavailable')}</p>
      </Card>
    );
  }

  const picker = (
    <RadioGroup
      aria-label={t('usage.window')}
      value={window}
      onValueChange={(value) => setWindow(value as UsageWindow)}
      options={usageWindows.map((w) => ({ value: w, label: t(`usage.windows.${w}`) }))}
    />
  );
  const actions = data ? (
    <span>
      <Button size="small" loading={isValidating} onClick={() => void mutate()}>
        {t('usage.refresh')}
      </Button>{' '}
      <ExportButton usage={data} serviceId={serviceId} window={window} />
    </span>
  ) : null;

  return (
    <Card title={title} titleLevel={2} loading={!data && !error}>
      <Tools>
        {picker}
        {actions}
      </Tools>
      {error ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : data ? (
        <UsageBody usage={data} window={window} />
      ) : null}
    </Card>
  );
}

function ExportButton({
  usage,
  serviceId,
  window,
}: {
  usage: ServiceUsage;
  serviceId: number;
  window: UsageWindow;
}) {
  const { t } = useTranslation('gateway');
  const [busy, setBusy] = useState(false);
  const kindName = useKindName();
  const run = async () => {
    setBusy(true);
    try {
      const rows = usageCsvRows(usage, {
        start: t('usage.start'),
        other: t('usage.other'),
        total: t('usage.total'),
        partial: t('usage.partial'),
        method: t('usage.method'),
        calls: t('usage.calls'),
        failed: t('usage.failed'),
        kind: t('usage.kind'),
        kindName,
      });
      await exportCsv(rows, t('usage.exportFile', { id: serviceId, window }));
    } catch {
      message.error(t('usage.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={() => void run()}>
      {t('usage.export')}
    </Button>
  );
}

function useKindName() {
  const { t } = useTranslation('gateway');
  return (kind: string) => enumLabel(kind, usageErrorKinds, (k) => t(`usage.kinds.${k}`));
}

function UsageBody({ usage, window }: { usage: ServiceUsage; window: UsageWindow }) {
  const { t, i18n } = useTranslation('gateway');
  const { t: tc } = useTranslation('console');
  const kindName = useKindName();
  const n = (value: number | undefined) => formatGrouped(value ?? 0, i18n.language);
  const ms = (value: number | undefined) =>
    value === undefined
      ? t('usage.noLatency')
      : t('usage.ms', { value: formatGrouped(Math.round(value), i18n.language) });
  const { totals, latency, plan } = usage;
  const requests = totals?.requests ?? 0;

  const methodColumns: TableColumn<ServiceUsage['topMethods'][number]>[] = [
    { key: 'method', title: t('usage.method'), render: (_, row) => <code>{row.method}</code> },
    { key: 'count', kind: 'number', title: t('usage.calls'), render: (_, row) => n(row.count) },
    { key: 'errors', kind: 'number', title: t('usage.failed'), render: (_, row) => n(row.errors) },
  ];
  const errorColumns: TableColumn<ServiceUsage['errors'][number]>[] = [
    { key: 'kind', title: t('usage.kind'), render: (_, row) => kindName(row.kind) },
    { key: 'count', kind: 'number', title: t('usage.calls'), render: (_, row) => n(row.count) },
  ];

  return (
    <>
      <Descriptions
        columns={3}
        items={[
          { key: 'requests', label: t('usage.requests'), value: n(totals?.requests) },
          { key: 'errors', label: t('usage.errors'), value: n(totals?.errors) },
          { key: 'refused', label: t('usage.refused'), value: n(totals?.refused) },
          { key: 'p50', label: t('usage.p50'), value: ms(latency?.p50Ms) },
          { key: 'p95', label: t('usage.p95'), value: ms(latency?.p95Ms) },
        ]}
      />
      {plan ? (
        <Note>
          {t('usage.plan', {
            edition: enumLabel(plan.edition, editionKeys, (v) => tc(`edition.${v}`)),
            rate: n(plan.ratePerSecond),
            burst: n(plan.burst),
            batch: n(plan.batchLimit),
            debug: plan.debugAndTrace ? t('usage.debugAllowed') : t('usage.debugNotAllowed'),
          })}
        </Note>
      ) : null}
      {requests === 0 ? (
        <Empty description={t('usage.empty')} />
      ) : (
        <>
          <ChartBox>
            <LazyBarChart
              title={t('usage.chart')}
              xLabel={t('usage.time')}
              data={usageBars(usage, window)}
              stack={{ series: usage.series, rest: t('usage.other') }}
              partialLabel={t('usage.soFar')}
              formatValue={n}
            />
          </ChartBox>
          {usage.buckets.at(-1)?.partial ? <Note>{t('usage.partialNote')}</Note> : null}
          <Tables>
            <section aria-label={t('usage.topMethods')}>
              <h3>{t('usage.topMethods')}</h3>
              <Table
                aria-label={t('usage.topMethods')}
                columns={methodColumns}
                data={usage.topMethods}
                rowKey="method"
                empty={t('usage.noMethods')}
              />
            </section>
            <section aria-label={t('usage.errorsByKind')}>
              <h3>{t('usage.errorsByKind')}</h3>
              <Table
                aria-label={t('usage.errorsByKind')}
                columns={errorColumns}
                data={usage.errors}
                rowKey="kind"
                empty={t('usage.noErrors')}
              />
            </section>
          </Tables>
        </>
      )}
    </>
  );
}
