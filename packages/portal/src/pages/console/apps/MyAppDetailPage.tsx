import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDetail } from '@chainportal/api';
import { Card, Descriptions, formatDate, Result, Statistic, StatusTag } from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';
import { CopyButton } from '../parts/CopyButton';
import { DetailState } from '../parts/ListControls';
import { appStatusMap } from './appLabels';

/** /appservers/myappdetail?id=…: one app, its credentials (key masked), its service and usage. */
export default function MyAppDetailPage() {
  const { t } = useTranslation('console');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, mutate } = useAppDetail(valid ? { id } : null);

  if (!valid) {
    return (
      <ConsolePage title={t('app.detailHeading')}>
        <Result status="404" title={t('app.notFound')} headingLevel="h2" />
      </ConsolePage>
    );
  }

  return (
    <ConsolePage title={data ? data.name : t('app.detailHeading')}>
      <DetailState loading={isLoading || !data} error={error} onRetry={() => void mutate()}>
        {data ? (
          <>
            <Card title={t('app.overview')} titleLevel={2}>
              <Descriptions
                columns={2}
                items={[
                  {
                    key: 'appId',
                    label: t('app.appId'),
                    value: (
                      <>
                        <code>{data.appId}</code> <CopyButton text={data.appId} />
                      </>
                    ),
                  },
                  { key: 'key', label: t('app.appKey'), value: <code>{data.appKeyMasked}</code> },
                  {
                    key: 'status',
                    label: t('app.statusLabel'),
                    value: <StatusTag status={data.status} statusMap={appStatusMap(t)} />,
                  },
                  { key: 'chain', label: t('app.chain'), value: t(`chain.${data.chainType}`) },
                  {
                    key: 'service',
                    label: t('app.service'),
                    value: (
                      <Link to={`/appservers/myserversdetail?id=${data.serviceId}`}>{data.serviceName}</Link>
                    ),
                  },
                  { key: 'created', label: t('common.createdAt'), value: formatDate(data.createdAt) },
                  { key: 'callback', label: t('app.callbackUrl'), span: 2, value: data.callbackUrl ?? '' },
                  { key: 'description', label: t('app.description'), span: 2, value: data.description },
                ]}
              />
            </Card>
            <Card title={t('app.usage')} titleLevel={2}>
              <Statistic title={t('app.requestsToday')} value={data.requestsToday} />
              <Statistic title={t('app.requestsMonth')} value={data.requestsMonth} />
            </Card>
          </>
        ) : null}
      </DetailState>
    </ConsolePage>
  );
}
