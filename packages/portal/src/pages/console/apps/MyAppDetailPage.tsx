import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDetail, chainTypes, editionKeys, marketScenarios } from '@chainportal/api';
import {
  Button,
  Card,
  FORMAT_PLACEHOLDER,
  Descriptions,
  formatDate,
  Result,
  Statistic,
  StatusTag,
  Tag,
  enumLabel,
  formatDay,
} from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';
import { CopyButton } from '../parts/CopyButton';
import { DetailState } from '../parts/ListControls';
import { appStatusMap } from './appLabels';
import { RenewDialog } from './RenewDialog';

/**
 * /appservers/myappdetail?id=…: one app, its credentials (key masked), its service, the product and
 * subscription it runs on (version, scenario, provider, period; decision 0040), renewal, and usage.
 */
export default function MyAppDetailPage() {
  const { t } = useTranslation('console');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, mutate } = useAppDetail(valid ? { id } : null);
  const [renewing, setRenewing] = useState(false);

  if (!valid) {
    return (
      <ConsolePage title={t('app.detailHeading')}>
        <Result status="404" title={t('app.notFound')} headingLevel="h2" />
      </ConsolePage>
    );
  }

  return (
    <ConsolePage
      title={data ? data.name : t('app.detailHeading')}
      actions={
        data?.renewal ? (
          <Button variant="primary" onClick={() => setRenewing(true)}>
            {t('app.renew.open')}
          </Button>
        ) : null
      }
    >
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
                        <code>{data.appId ?? FORMAT_PLACEHOLDER}</code>{' '}
                        {data.appId ? <CopyButton text={data.appId} /> : null}
                      </>
                    ),
                  },
                  { key: 'key', label: t('app.appKey'), value: <code>{data.appKeyMasked}</code> },
                  {
                    key: 'status',
                    label: t('app.statusLabel'),
                    value: <StatusTag status={data.status} statusMap={appStatusMap(t)} />,
                  },
                  {
                    key: 'chain',
                    label: t('app.chain'),
                    value: enumLabel(data.chainType, chainTypes, (v) => t(`chain.${v}`)),
                  },
                  {
                    key: 'service',
                    label: t('app.service'),
                    value:
                      data.serviceId !== undefined ? (
                        <Link to={`/appservers/myserversdetail?id=${data.serviceId}`}>
                          {data.serviceName ?? `#${data.serviceId}`}
                        </Link>
                      ) : (
                        (data.serviceName ?? FORMAT_PLACEHOLDER)
                      ),
                  },
                  { key: 'created', label: t('common.createdAt'), value: formatDate(data.createdAt) },
                  { key: 'callback', label: t('app.callbackUrl'), span: 2, value: data.callbackUrl ?? '' },
                  { key: 'description', label: t('app.description'), span: 2, value: data.description },
                ]}
              />
            </Card>
            <Card title={t('app.subscription')} titleLevel={2}>
              <Descriptions
                columns={2}
                items={[
                  { key: 'product', label: t('app.product'), value: data.productName },
                  { key: 'version', label: t('app.version'), value: data.version },
                  {
                    key: 'scenario',
                    label: t('app.scenario'),
                    value: enumLabel(data.scenario, marketScenarios, (v) => t(`app.scenarios.${v}`)),
                  },
                  { key: 'provider', label: t('app.provider'), value: data.provider },
                  {
                    key: 'edition',
                    label: t('app.edition'),
                    value: enumLabel(data.edition, editionKeys, (v) => t(`edition.${v}`)),
                  },
                  {
                    key: 'period',
                    label: t('app.period'),
                    value: t('app.periodValue', {
                      length: t('app.renew.months', { count: data.periodMonths }),
                      from: formatDay(data.startsAt),
                      to: formatDay(data.expiresAt),
                    }),
                  },
                  {
                    key: 'expires',
                    label: t('app.expiresAt'),
                    value: (
                      <>
                        {formatDay(data.expiresAt)}{' '}
                        {data.expired ? <Tag color="warning">{t('app.expired')}</Tag> : null}
                      </>
                    ),
                  },
                  ...(data.renewal
                    ? []
                    : [{ key: 'renew', label: t('app.renew.open'), value: t('app.renew.notRenewable') }]),
                ]}
              />
            </Card>
            <Card title={t('app.usage')} titleLevel={2}>
              <Statistic
                title={t('app.requestsToday')}
                value={data.requestsToday ?? FORMAT_PLACEHOLDER}
                units
              />
              <Statistic
                title={t('app.requestsMonth')}
                value={data.requestsMonth ?? FORMAT_PLACEHOLDER}
                units
              />
            </Card>
            <RenewDialog app={data} open={renewing} onClose={() => setRenewing(false)} />
          </>
        ) : null}
      </DetailState>
    </ConsolePage>
  );
}
