// /accountCenter/saveSetUp: security settings. Every section-7 call under /client/user has its place
// here or on the account and user-info pages (packages/portal/src/pages/console/section7.test.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBindInfo, useEditPassword, useUserDetail } from '@chainportal/api';
import { Button, Card, PasswordDialog, maskPhone, message, type PasswordChangeValues } from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';
import { DetailState } from '../parts/ListControls';
import { AuthCard } from './security/AuthCard';
import { ContactCard } from './security/ContactCard';
import { EmailDialog } from './security/EmailDialog';
import { MobileDialog } from './security/MobileDialog';
import { SecretDialog } from './security/SecretDialog';
import { Row, Rows } from './security/SecurityCards';
import { SetPasswordDialog } from './security/SetPasswordDialog';
import { useSignOut } from './security/useSignOut';

type Open = 'password' | 'setPassword' | 'mobile' | 'username' | 'email' | 'secret' | null;

export default function SaveSetUpPage() {
  const { t } = useTranslation('account');
  const bind = useBindInfo();
  const detail = useUserDetail();
  const { trigger: editPassword } = useEditPassword();
  const signOut = useSignOut();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const b = bind.data;

  const changePassword = async (values: PasswordChangeValues) => {
    await editPassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    message.success(t('password.changed'));
    await signOut();
  };

  return (
    <ConsolePage title={t('security.title')}>
      <Card title={t('security.bound')} titleLevel={2}>
        <DetailState loading={bind.isLoading} error={bind.error} onRetry={() => void bind.mutate()}>
          {b ? (
            <Rows>
              <Row
                title={t('password.title')}
                value={b.hasPassword ? t('password.isSet') : t('password.notSet')}
                action={
                  <Button onClick={() => setOpen(b.hasPassword ? 'password' : 'setPassword')}>
                    {b.hasPassword ? t('password.change') : t('password.set')}
                  </Button>
                }
              />
              <Row
                title={t('mobile.title')}
                value={b.mobile ? maskPhone(b.mobile) : t('security.notBound')}
                action={
                  <Button onClick={() => setOpen('mobile')} disabled={!b.mobile && !b.email}>
                    {b.mobile ? t('mobile.change') : t('mobile.bind')}
                  </Button>
                }
              />
              <Row
                title={t('username.title')}
                value={detail.data?.username ?? ''}
                action={
                  <Button onClick={() => setOpen('username')} disabled={!b.mobile && !b.email}>
                    {t('username.change')}
                  </Button>
                }
              />
              <Row
                title={t('email.title')}
                value={b.email ?? t('security.notBound')}
                action={
                  <Button onClick={() => setOpen('email')}>
                    {b.email ? t('email.change') : t('email.bind')}
                  </Button>
                }
              />
              <Row title={t('security.wallet')} value={b.walletAddress ?? t('security.notBound')} />
              <Row
                title={t('secret.title')}
                value={t('secret.hint')}
                action={
                  <Button onClick={() => setOpen('secret')} disabled={!b.mobile && !b.email}>
                    {t('secret.show')}
                  </Button>
                }
              />
            </Rows>
          ) : null}
        </DetailState>
      </Card>
      <AuthCard />
      {detail.data ? <ContactCard key={detail.data.id} detail={detail.data} /> : null}
      <PasswordDialog
        open={open === 'password'}
        onOpenChange={(next) => setOpen(next ? 'password' : null)}
        onSubmit={changePassword}
      />
      {open === 'setPassword' ? <SetPasswordDialog onClose={close} /> : null}
      {b && (open === 'mobile' || open === 'username') ? (
        <MobileDialog mode={open} bind={b} onClose={close} />
      ) : null}
      {b && open === 'email' ? <EmailDialog bind={b} onClose={close} /> : null}
      {b && open === 'secret' ? <SecretDialog bind={b} onClose={close} /> : null}
    </ConsolePage>
  );
}
