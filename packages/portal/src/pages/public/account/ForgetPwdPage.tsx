import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useResetForgottenPassword, useSendForgotPasswordCode } from '@chainportal/api';
import {
  Button,
  FormField,
  Input,
  LinkButton,
  PasswordInput,
  Result,
  SendCodeButton,
  Steps,
} from '@chainportal/ui';
import { LOGIN_PATH } from '../../../routes/publicRoutes';
import { Content, PageHead, Panel } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { CodeRow, FormColumn, FormFoot } from './AccountForm';
import { resetErrors, verifyErrors, type AccountMessage } from './accountSchemas';
import { useSimpleForm } from '../parts/useSimpleForm';

/** Wrong or expired code (decision 0004): the user goes back to the first step, values kept. */
const WRONG_CODE = 10002;

/** /forgetpwd: verify the mobile with a code, choose a new password, done. */
export default function ForgetPwdPage() {
  const { t } = useTranslation(['public', 'portal', 'ui']);
  const sendCode = useSendForgotPasswordCode();
  const reset = useResetForgottenPassword();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  usePageMeta(t('public:account.forgotMeta'));
  const verify = useSimpleForm({ mobile: '', code: '' }, verifyErrors);
  const password = useSimpleForm({ password: '', repeat: '' }, resetErrors);
  const error = (key: string | undefined) => (key ? t(key as AccountMessage) : undefined);

  const onSend = async () => {
    if (!verify.check('mobile')) return false;
    return sendCode.trigger({ mobile: verify.values.mobile.trim() });
  };

  const next = verify.handleSubmit(() => setStep(1));

  const submit = password.handleSubmit(async ({ password: newPassword }) => {
    const { mobile, code } = verify.values;
    try {
      await reset.trigger({ mobile: mobile.trim(), code: code.trim(), newPassword });
      setStep(2);
    } catch (e) {
      if ((e as { code?: number }).code === WRONG_CODE) {
        setStep(0);
        verify.setErrors({ code: 'public:account.errors.code' });
      }
    }
  });

  // Bound outside the JSX: field names are not user-visible text.
  const passwordPassword = password.bind('password');
  const passwordRepeat = password.bind('repeat');
  const verifyCode = verify.bind('code');
  const verifyMobile = verify.bind('mobile');
  return (
    <>
      <PageHead title={t('portal:route.forgetpwd')} lead={t('public:account.forgotLead')} />
      <Content data-width="narrow">
        <Panel aria-label={t('portal:route.forgetpwd')}>
          <Steps
            current={step}
            items={[
              { key: 'verify', title: t('public:account.stepVerify') },
              { key: 'password', title: t('public:account.stepPassword') },
              { key: 'done', title: t('public:account.stepDone') },
            ]}
          />
          {step === 0 && (
            <FormColumn noValidate onSubmit={(event) => void next(event)}>
              <FormField label={t('public:account.mobile')} required error={error(verify.errors.mobile)}>
                <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...verifyMobile} />
              </FormField>
              <FormField label={t('public:account.code')} required error={error(verify.errors.code)}>
                <CodeRow>
                  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...verifyCode} />
                  <SendCodeButton onSend={onSend} />
                </CodeRow>
              </FormField>
              <Button type="submit" variant="primary" block>
                {t('public:account.next')}
              </Button>
            </FormColumn>
          )}
          {step === 1 && (
            <FormColumn noValidate onSubmit={(event) => void submit(event)}>
              <FormField
                label={t('public:account.password')}
                required
                hint={t('public:account.passwordHint')}
                error={error(password.errors.password)}
              >
                <PasswordInput autoComplete="new-password" maxLength={12} {...passwordPassword} />
              </FormField>
              <FormField label={t('public:account.repeat')} required error={error(password.errors.repeat)}>
                <PasswordInput autoComplete="new-password" maxLength={12} {...passwordRepeat} />
              </FormField>
              <Button type="submit" variant="primary" block loading={password.busy} preventReClick>
                {t('public:account.submitReset')}
              </Button>
              <Button onClick={() => setStep(0)}>{t('public:common.back')}</Button>
            </FormColumn>
          )}
          {step === 2 && (
            <Result
              status="success"
              title={t('public:account.resetDone')}
              extra={
                <LinkButton href="#/login" data-variant="primary">
                  {t('public:account.backToLogin')}
                </LinkButton>
              }
            />
          )}
          {step < 2 && (
            <FormFoot>
              <Link to={LOGIN_PATH}>{t('public:account.backToLogin')}</Link>
            </FormFoot>
          )}
        </Panel>
      </Content>
    </>
  );
}
