// /accountCenter/loginLog (and /accountCenter/accountInfo/loginLog): the login log on its own.
import { useTranslation } from 'react-i18next';
import { ConsolePage } from '../parts/ConsolePage';
import { LoginLogTable } from './LoginLogTable';

export default function LoginLogPage() {
  const { t } = useTranslation('account');
  return (
    <ConsolePage title={t('loginLog.title')}>
      <LoginLogTable caption={t('loginLog.title')} />
    </ConsolePage>
  );
}
