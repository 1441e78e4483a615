import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { login, loginNode, useApiClient } from '@chainportal/api';
import { LangSelect, LoginForm, type Language, type LoginValues } from '@chainportal/ui';
import { demoMode, nodeLoginEnabled } from '../../app/config';
import { setLanguage } from '../../i18n/setLanguage';
import { HOME_PATH, INDEX_PATH } from '../../routes/paths';
import { safeRedirect } from '../../routes/safeRedirect';
import { session, useSession } from '../../session/store';

// Node sign-in's tabs: only a deployment that turns it on downloads them (decision 0087).
const NodeLoginTabs = lazy(() => import('./NodeLoginTabs'));
// The wallet dialog (and its `wallet` translations) is fetched when first asked for, not with the page.
const WalletSignInDialog = lazy(async () => ({
  default: (await import('../../wallet/WalletSignInDialog')).WalletSignInDialog,
}));

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: var(--cp-space-xl) var(--cp-space-lg);
  background: var(--cp-bg-page, #f0f2f5);
`;

const Card = styled.div`
  width: min(420px, 100%);
  padding: var(--cp-space-xl);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  box-shadow: var(--cp-shadow-md);
  & h1 {
    margin: 0 0 var(--cp-space-lg);
    font-size: var(--cp-font-xl);
    color: var(--cp-text);
    text-align: center;
  }
  & a {
    color: var(--cp-primary-text);
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: var(--cp-space-md);
`;

const Hint = styled.p`
  margin: var(--cp-space-lg) 0 0;
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
  text-align: center;
`;

/**
 * /login: password and wallet sign-in, and, where the deployment turns it on (`nodeLoginEnabled`,
 * decision 0087), the node-account sign-in (POST /login/node) on a tab beside the password one;
 * afterwards the user lands on a safe `redirect`.
 */
export default function LoginPage() {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const [params] = useSearchParams();
  const client = useApiClient();
  const token = useSession((s) => s.token);
  const [target, setTarget] = useState<string | null>(null);
  const [walletOpen, setWalletOpen] = useState(false);
  const [walletWanted, setWalletWanted] = useState(false);

  if (target) return <Navigate to={target} replace />;
  if (token) return <Navigate to={HOME_PATH} replace />;

  const finish = (newToken: string) => {
    setTarget(safeRedirect(params.get('redirect')));
    session.signIn(newToken);
  };

  const onSubmit = async ({ username, password }: LoginValues) => {
    finish((await login(client, { username, password })).token);
  };
  const onNodeSubmit = async ({ username, password }: LoginValues) => {
    finish((await loginNode(client, { username, password })).token);
  };

  const passwordForm = (
    <>
      <LoginForm
        onSubmit={onSubmit}
        onWalletSignIn={() => {
          setWalletWanted(true);
          setWalletOpen(true);
        }}
        forgotPasswordLink={<Link to="/forgetpwd">{t('portal:login.forgot')}</Link>}
        registerLink={<Link to="/register">{t('portal:login.register')}</Link>}
      />
      {demoMode() && <Hint>{t('portal:login.demoHint')}</Hint>}
    </>
  );

  return (
    <Main id="main-content">
      <Card>
        <Top>
          <Link to={INDEX_PATH}>{t('portal:login.backHome')}</Link>
          <LangSelect value={i18n.language as Language} onChange={(lng) => void setLanguage(i18n, lng)} />
        </Top>
        <h1>{t('portal:login.title')}</h1>
        {nodeLoginEnabled() ? (
          // Nothing to type into until the tabs are there: no form is swapped under the user's typing.
          <Suspense fallback={null}>
            <NodeLoginTabs
              passwordForm={passwordForm}
              onNodeSubmit={onNodeSubmit}
              nodeHint={demoMode() ? <Hint>{t('portal:login.nodeDemoHint')}</Hint> : undefined}
            />
          </Suspense>
        ) : (
          passwordForm
        )}
        {walletWanted && (
          <Suspense fallback={null}>
            <WalletSignInDialog open={walletOpen} onClose={() => setWalletOpen(false)} onSignedIn={finish} />
          </Suspense>
        )}
      </Card>
    </Main>
  );
}
