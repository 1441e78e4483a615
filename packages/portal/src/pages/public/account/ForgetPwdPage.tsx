import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  isNotFound,
  isWrongCode,
  useResetForgottenPassword,
  useSendForgotPasswordCode,
} from '@chainportal/api';
import {
  Button,
  FormField,
  Input,
  LinkButton,
  PasswordInput,
  Result,
  SendCodeButton,
  Steps,
  useSchemaForm,
} from '@chainportal/ui';
import { LOGIN_PATH } from '../../../routes/paths';
import { Content, PageHead, Panel } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { CodeRow, FormColumn, FormFoot } from './AccountForm';
import {
  MESSAGES,
  passwordMessage,
  resetFormSchema,
  verifyFormSchema,
  type ResetFormValues,
  type VerifyFormValues,
} from './accountSchemas';

/**
 * /forgetpwd: verify the mobile with a code, choose a new password, done. "Next" moves on only for
 * the number a code was sent to: the server sends none to a number without an account.
 */
export default function ForgetPwdPage() {
  const { t } = useTranslation(['public', 'portal', 'ui']);
  const sendCode = useSendForgotPasswordCode();
  const reset = useResetForgottenPassword();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  // The number the server accepted and sent a code to.
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageMeta(t('public:account.forgotMeta'));
  const verify = useSchemaForm<VerifyFormValues, VerifyFormValues>({
    schema: verifyFormSchema,
    defaultValues: { mobile: '', code: '' },
    messages: { mobile: t(MESSAGES.mobile), code: t(MESSAGES.code) },
  });
  const password = useSchemaForm<ResetFormValues, ResetFormValues>({
    schema: resetFormSchema,
    defaultValues: { password: '', repeat: '' },
    translate: (key) => t(passwordMessage(key) as 'ui:patterns.password.newRule'),
  });

  const notRegistered = () => {
    verify.setError('mobile', { type: 'manual', message: t('public:account.errors.notRegistered') });
    verify.setFocus('mobile');
  };

  const onSend = async () => {
    if (!(await verify.trigger('mobile'))) {
      verify.setFocus('mobile');
      return false;
    }
    const mobile = verify.getValues('mobile').trim();
    try {
      await sendCode.trigger({ mobile });
    } catch (error) {
      if (isNotFound(error)) notRegistered();
      return false;
    }
    setSentTo(mobile);
    return true;
  };

  const next = verify.onSubmit(({ mobile }) => {
    if (mobile !== sentTo) {
      verify.setError('code', { type: 'manual', message: t('public:account.errors.sendFirst') });
      verify.setFocus('code');
      return;
    }
    setStep(1);
  });

  const submit = password.onSubmit(async ({ password: newPassword }) => {
    const { mobile, code } = verify.getValues();
    try {
      await reset.trigger({ mobile: mobile.trim(), code: code.trim(), newPassword });
      setStep(2);
    } catch (error) {
      // Back to the first step with everything typed, the field at fault marked.
      if (isWrongCode(error)) {
        setStep(0);
        verify.setError('code', { type: 'manual', message: t(MESSAGES.code) });
      } else if (isNotFound(error)) {
        setStep(0);
        notRegistered();
      }
    }
  });

  // Registered outside the JSX: field names are not user-visible text.
  const verifyMobile = verify.register('mobile');
  const verifyCode = verify.register('code');
  // Changing the password re-checks the repeat once it has been checked.
  const passwordPassword = password.register('password', { deps: ['repeat'] });
  const passwordRepeat = password.register('repeat');
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
              <FormField label={t('public:account.mobile')} required error={verify.errorOf('mobile')}>
                <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...verifyMobile} />
              </FormField>
              <FormField label={t('public:account.code')} required error={verify.errorOf('code')}>
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
                error={password.errorOf('password')}
              >
                <PasswordInput autoComplete="new-password" maxLength={12} {...passwordPassword} />
              </FormField>
              <FormField label={t('public:account.repeat')} required error={password.errorOf('repeat')}>
                <PasswordInput autoComplete="new-password" maxLength={12} {...passwordRepeat} />
              </FormField>
              <Button
                type="submit"
                variant="primary"
                block
                loading={password.sending}
                locked={password.locked}
              >
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
