import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Result } from '@chainportal/ui';
import { HOME_PATH, INDEX_PATH, LOGIN_PATH } from '../../routes/paths';
import { useSession } from '../../session/store';

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: var(--cp-space-xl);
  & a {
    color: var(--cp-primary-text);
  }
`;

const Actions = styled.div`
  display: flex;
  gap: var(--cp-space-lg);
  justify-content: center;
`;

/** The 404 and 401 pages: the ui Result with a way back. */
export function ErrorPage({ status }: { status: 404 | 401 }) {
  const { t } = useTranslation('portal');
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <Main id="main-content">
      <Result
        status={status === 404 ? '404' : '401'}
        headingLevel="h1"
        extra={
          <Actions>
            <Link to={signedIn ? HOME_PATH : INDEX_PATH}>{t('result.backHome')}</Link>
            {!signedIn && <Link to={LOGIN_PATH}>{t('result.signIn')}</Link>}
          </Actions>
        }
      />
    </Main>
  );
}
