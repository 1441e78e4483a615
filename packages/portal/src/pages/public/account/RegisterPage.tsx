import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useRegister, useSendRegisterSms } from '@chainportal/api';
import {
  Button,
  Checkbox,
  FormField,
  Input,
  message,
  PasswordInput,
  SendCodeButton,
  useSchemaForm,
  FieldController,
} from '@chainportal/ui';
import { EmailInput, MobileInput } from '../../../forms/inputs';
import { HOME_PATH, LOGIN_PATH } from '../../../routes/paths';
import { session, useSession } from '../../../session/store';
import { Content, PageHead, Panel } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { CodeRow, FieldError, FieldHint, FormColumn, FormFoot } from './AccountForm';
import { MESSAGES, passwordMessage, registerFormSchema, type RegisterFormValues } from './accountSchemas';

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
  const form = useSchemaForm<RegisterFormValues, RegisterFormValues>({
    schema: registerFormSchema,
    defaultValues: EMPTY,
    messages: {
      username: t(MESSAGES.username),
      mobile: t(MESSAGES.mobile),
      code: t(MESSAGES.code),
      email: t(MESSAGES.email),
      agree: t(MESSAGES.agree),
    },
    translate: (key) => t(passwordMessage(key) as 'ui:patterns.password.newRule'),
  });
  usePageMeta(t('public:account.registerMeta'));

  if (done || signedIn) return <Navigate to={HOME_PATH} replace />;

  const sendCode = async () => {
    if (!(await form.trigger('mobile'))) {
      form.setFocus('mobile');
      return false;
    }
    return sendSms.trigger({ mobile: form.getValues('mobile').trim() });
  };

  // The values are registerSchema's (trimmed); the empty optional fields are left out.
  const submit = form.onSubmit(async ({ repeat: _repeat, agree: _agree, email, company, ...values }) => {
    const { token } = await registerAccount.trigger({
      ...values,
      email: email || undefined,
      company: company || undefined,
      agree: true,
    });
    message.success(t('public:account.registered'));
    session.signIn(token);
    setDone(true);
  });

  // Registered outside the JSX (field names are not user-visible text), in the order of the page:
  // a refused submit focuses the first invalid one in this order.
  const usernameField = form.register('username');
  // Changing the password re-checks the repeat once it has been checked.
  const passwordField = form.register('password', { deps: ['repeat'] });
  const repeatField = form.register('repeat');
  const mobileField = form.register('mobile');
  const codeField = form.register('code');
  const emailField = form.register('email');
  const companyField = form.register('company');
  const agreeName = 'agree';
  const agreeError = form.errorOf(agreeName);
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
              error={form.errorOf('username')}
            >
              <Input autoComplete="username" maxLength={20} {...usernameField} />
            </FormField>
            <FormField
              label={t('public:account.password')}
              required
              hint={t('public:account.passwordHint')}
              error={form.errorOf('password')}
            >
              <PasswordInput autoComplete="new-password" maxLength={12} {...passwordField} />
            </FormField>
            <FormField label={t('public:account.repeat')} required error={form.errorOf('repeat')}>
              <PasswordInput autoComplete="new-password" maxLength={12} {...repeatField} />
            </FormField>
            <FormField label={t('public:account.mobile')} required error={form.errorOf('mobile')}>
              <MobileInput {...mobileField} />
            </FormField>
            <FormField label={t('public:account.code')} required error={form.errorOf('code')}>
              <CodeRow>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...codeField} />
                <SendCodeButton onSend={sendCode} />
              </CodeRow>
            </FormField>
            <FormField label={t('public:account.email')} error={form.errorOf('email')}>
              <EmailInput {...emailField} />
            </FormField>
            <FormField label={t('public:account.company')}>
              <Input autoComplete="organization" maxLength={100} {...companyField} />
            </FormField>
            <div>
              <FieldController
                control={form.control}
                name={agreeName}
                render={({ field }) => (
                  <Checkbox
                    ref={field.ref}
                    checked={field.value}
                    onBlur={field.onBlur}
                    invalid={Boolean(agreeError)}
                    aria-describedby={agreeError ? 'register-agree-error' : undefined}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  >
                    {t('public:account.agreeLabel')}
                  </Checkbox>
                )}
              />
              <FieldHint>
                <Link to="/useragree">{t('public:account.agreeLink')}</Link>
              </FieldHint>
              {agreeError && <FieldError id="register-agree-error">{agreeError}</FieldError>}
            </div>
            <Button type="submit" variant="primary" block loading={form.sending} locked={form.locked}>
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
