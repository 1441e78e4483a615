// /accountCenter/accountInfo: the account at a glance (from /detail) and the login log.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { authStates, useUserDetail } from '@chainportal/api';
import { Card, Descriptions, enumLabel, formatDate } from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';
import { DetailState } from '../parts/ListControls';
import { profileItems } from './profileItems';
import { LoginLogTable } from './LoginLogTable';

export default function AccountInfoPage() {
  const { t } = useTranslation('account');
  const { data, error, isLoading, mutate } = useUserDetail();
  return (
    <ConsolePage
      title={t('info.title')}
      actions={<Link to="/accountCenter/saveSetUp">{t('security.title')}</Link>}
    >
      <Card title={t('info.account')} titleLevel={2}>
        <DetailState loading={isLoading} error={error} onRetry={() => void mutate()}>
          {data ? (
            <Descriptions
              columns={2}
              items={[
                ...profileItems(t, data),
                {
                  key: 'auth',
                  label: t('auth.title'),
                  value: enumLabel(data.authState ?? 'none', authStates, (v) => t(`auth.states.${v}`)),
                },
                { key: 'created', label: t('info.createTime'), value: formatDate(data.createTime) },
                {
                  key: 'last',
                  label: t('info.lastLogin'),
                  value: data.lastLoginTime ? formatDate(data.lastLoginTime) : '-',
                },
              ]}
            />
          ) : null}
        </DetailState>
      </Card>
      <Card title={t('loginLog.title')} titleLevel={2}>
        <LoginLogTable caption={t('loginLog.title')} />
      </Card>
    </ConsolePage>
  );
}
