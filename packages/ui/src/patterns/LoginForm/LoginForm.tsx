import { useId, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CircleAlert, Wallet } from 'lucide-react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FormField, useSchemaForm } from '../../components/FormField';
import { Input } from '../../components/Input';
import { PasswordInput } from '../../components/PasswordInput';
import { loginSchema, type LoginFormValues, type LoginMessageKey, type LoginValues } from './loginSchema';

export interface LoginFormProps {
  /**
   * Signs in with the (trimmed) username and password. While a returned promise is pending the
   * submit button shows a spinner. A rejection keeps what the user typed; show the server's
   * message through `error`.
   */
  onSubmit: (values: LoginValues) => Promise<unknown> | void;
  /** Shows the submit button as busy, for callers that track the request themselves. @default false */
  loading?: boolean;
  /** A server error shown above the fields (e.g. wrong username or password). */
  error?: ReactNode;
  /** Starts the browser-wallet sign-in; without it the wallet button is not shown. */
  onWalletSignIn?: () => void;
  /** Whether a browser wallet was detected; when false the wallet button is disabled with a hint. @default true */
  walletAvailable?: boolean;
  /** Shows the wallet button as busy while the signature is requested. @default false */
  walletLoading?: boolean;
  /** Shows the "remember me" checkbox. @default true */
  showRemember?: boolean;
  /** Initial values, for example a remembered username. */
  defaultValues?: Partial<LoginFormValues>;
  /** A slot beside "remember me", usually the forgot-password link. */
  forgotPasswordLink?: ReactNode;
  /** A slot under the buttons, usually "No account? Register". */
  registerLink?: ReactNode;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
  width: 100%;
`;

const ErrorBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-sm) var(--cp-space-md);
  border: 1px solid var(--cp-danger);
  border-radius: var(--cp-radius-md);
  background: var(--cp-danger-bg);
  color: var(--cp-danger);
  & svg {
    flex: none;
    margin-top: 3px;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--cp-space-md);
  min-height: 22px;
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--cp-border-light);
  }
`;

const WalletBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-xs);
`;

const Hint = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
`;

const Footer = styled.div`
  text-align: center;
  color: var(--cp-text-secondary);
`;

/**
 * Username/password sign-in with "remember me", a wallet sign-in action and a server error line.
 * Enter in any field submits; the username is trimmed before `onSubmit` sees it.
 */
export function LoginForm({
  onSubmit,
  loading = false,
  error,
  onWalletSignIn,
  walletAvailable = true,
  walletLoading = false,
  showRemember = true,
  defaultValues,
  forgotPasswordLink,
  registerLink,
}: LoginFormProps) {
  const { t } = useTranslation('ui');
  const hintId = useId();
  const rememberId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<LoginFormValues, LoginValues>({
    schema: loginSchema,
    defaultValues: { username: '', password: '', remember: false, ...defaultValues },
  });
  const message = (key: string | undefined) => (key ? t(key as LoginMessageKey) : undefined);
  const busy = loading || isSubmitting;
  // Registered outside the JSX: field names are not user-visible text.
  const usernameField = register('username');
  const passwordField = register('password');

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // The caller shows the server's message through `error`; the fields keep their values.
    }
  });

  return (
    <Form
      noValidate
      aria-label={t('patterns.login.formLabel')}
      onSubmit={submit}
      aria-busy={busy || undefined}
    >
      {error && (
        <ErrorBox role="alert">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </ErrorBox>
      )}
      <FormField label={t('patterns.login.username')} required error={message(errors.username?.message)}>
        <Input
          autoComplete="username"
          placeholder={t('patterns.login.usernamePlaceholder')}
          size="large"
          {...usernameField}
        />
      </FormField>
      <FormField label={t('patterns.login.password')} required error={message(errors.password?.message)}>
        <PasswordInput
          autoComplete="current-password"
          placeholder={t('patterns.login.passwordPlaceholder')}
          size="large"
          {...passwordField}
        />
      </FormField>
      {(showRemember || forgotPasswordLink) && (
        <Row>
          {showRemember ? (
            <Controller
              control={control}
              name="remember"
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  id={rememberId}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                >
                  {t('patterns.login.remember')}
                </Checkbox>
              )}
            />
          ) : (
            <span />
          )}
          {forgotPasswordLink}
        </Row>
      )}
      <Button type="submit" variant="primary" size="large" block loading={busy}>
        {t('patterns.login.submit')}
      </Button>
      {onWalletSignIn && (
        <>
          <Divider>{t('patterns.login.or')}</Divider>
          <WalletBlock>
            <Button
              size="large"
              block
              disabled={!walletAvailable}
              loading={walletLoading}
              aria-describedby={walletAvailable ? undefined : hintId}
              onClick={onWalletSignIn}
            >
              <Wallet size={16} aria-hidden="true" />
              {t('patterns.login.wallet')}
            </Button>
            {!walletAvailable && <Hint id={hintId}>{t('patterns.login.walletUnavailable')}</Hint>}
          </WalletBlock>
        </>
      )}
      {registerLink && <Footer>{registerLink}</Footer>}
    </Form>
  );
}
