import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useRegister, useSendRegisterSms } from '@chainportal/api';
import { Button, Checkbox, FormField, Input, message, PasswordInput, SendCodeButton } from '@chainportal/ui';
import { HOME_PATH, LOGIN_PATH } from '../../../routes/publicRoutes';
import { session, useSession } from '../../../session/store';
import { Content, PageHead, Panel } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { useSimpleForm } from '../parts/useSimpleForm';
import { CodeRow, FieldError, FieldHint, FormColumn, FormFoot } from './AccountForm';
import { registerErrors, type AccountMessage, type RegisterFormValues } from './accountSchemas';

const EMPTY: RegisterFormValues = {
  username: '',
  password: '',
  repeat: '',
  mobile: '',
  code: '',
  email: '',
  company: '',
  agree: false,
};

/** /register: a customer account with a mobile verification code; signed in afterwards. */
export default function RegisterPage() {
  const { t } = useTranslation(['public', 'portal', 'ui']);
  const signedIn = useSession((s) => Boolean(s.token));
  const sendSms = useSendRegisterSms();
  const registerAccount = useRegister();
  const [done, setDone] = useState(false);
  const form = useSimpleForm(EMPTY, registerErrors);
  usePageMeta(t('public:account.registerMeta'));
  const error = (key: string | undefined) => (key ? t(key as AccountMessage) : undefined);

  if (done || signedIn) return <Navigate to={HOME_PATH} replace />;

  const sendCode = async () => {
    if (!form.check('mobile')) return false;
    return sendSms.trigger({ mobile: form.values.mobile.trim() });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { token } = await registerAccount.trigger({
        username: values.username.trim(),
        password: values.password,
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        email: values.email.trim() || undefined,
        company: values.company.trim() || undefined,
        agree: true,
      });
      message.success(t('public:account.registered'));
      session.signIn(token);
      setDone(true);
    } catch {
      // The api client showed the server's message; everything typed stays.
    }
  });

  // Bound outside the JSX: field names are not user-visible text.
  const codeField = form.bind('code');
  const companyField = form.bind('company');
  const emailField = form.bind('email');
  const mobileField = form.bind('mobile');
  const passwordField = form.bind('password');
  const repeatField = form.bind('repeat');
  const usernameField = form.bind('username');
  return (
    <>
      <PageHead title={t('portal:route.register')} lead={t('public:account.registerLead')} />
      <Content data-width="narrow">
        <Panel aria-label={t('portal:route.register')}>
          <FormColumn noValidate onSubmit={(event) => void submit(event)}>
            <FormField
              label={t('public:account.username')}
              required
              hint={t('public:account.usernameHint')}
              error={error(form.errors.username)}
            >
              <Input autoComplete="username" maxLength={20} {...usernameField} />
            </FormField>
            <FormField
              label={t('public:account.password')}
              required
              hint={t('public:account.passwordHint')}
              error={error(form.errors.password)}
            >
              <PasswordInput autoComplete="new-password" maxLength={12} {...passwordField} />
            </FormField>
            <FormField label={t('public:account.repeat')} required error={error(form.errors.repeat)}>
              <PasswordInput autoComplete="new-password" maxLength={12} {...repeatField} />
            </FormField>
            <FormField label={t('public:account.mobile')} required error={error(form.errors.mobile)}>
              <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...mobileField} />
            </FormField>
            <FormField label={t('public:account.code')} required error={error(form.errors.code)}>
              <CodeRow>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...codeField} />
                <SendCodeButton onSend={sendCode} />
              </CodeRow>
            </FormField>
            <FormField label={t('public:account.email')} error={error(form.errors.email)}>
              <Input type="email" autoComplete="email" maxLength={100} {...emailField} />
            </FormField>
            <FormField label={t('public:account.company')}>
              <Input autoComplete="organization" maxLength={100} {...companyField} />
            </FormField>
            <div>
              <Checkbox
                checked={form.values.agree}
                invalid={Boolean(form.errors.agree)}
                aria-describedby={form.errors.agree ? 'register-agree-error' : undefined}
                onCheckedChange={(checked) => form.set('agree', checked === true)}
              >
                {t('public:account.agreeLabel')}
              </Checkbox>
              <FieldHint>
                <Link to="/useragree">{t('public:account.agreeLink')}</Link>
              </FieldHint>
              {form.errors.agree && (
                <FieldError id="register-agree-error">{error(form.errors.agree)}</FieldError>
              )}
            </div>
            <Button type="submit" variant="primary" block loading={form.busy} preventReClick>
              {t('public:account.submitRegister')}
            </Button>
            <FormFoot>
              {t('public:account.haveAccount')} <Link to={LOGIN_PATH}>{t('public:account.signIn')}</Link>
            </FormFoot>
          </FormColumn>
        </Panel>
      </Content>
    </>
  );
}
