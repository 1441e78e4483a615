import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@chainportal/ui';
import { isChunkLoadError } from '../../app/chunkErrors';
import { logError } from '../../app/errorLog';
import { retryOf } from '../../routes/pageRoute';
import { problemBox } from './problemBox';

const Box = styled.section`
  ${problemBox}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-md);
  justify-content: center;
`;

/**
 * The error element of every route (decision 0053): a page whose code could not be loaded, or that
 * threw, is shown in place of the page, so the frame around it (the console's header and sidebar,
 * the public header and footer) stays. Retry loads the page's code again (a new import, not the
 * failed one) and renders it anew; Reload reloads the whole page. Each error reaches the error log.
 */
export function RouteError() {
  const { t } = useTranslation('portal');
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);
  const loadFailed = isChunkLoadError(error);

  useEffect(() => {
    logError(error, 'route');
  }, [error]);

  const retry = async () => {
    setRetrying(true);
    try {
      await retryOf(error)?.();
    } catch {
      // Still failing: the screen stays, with the new error once the route renders again.
    } finally {
      setRetrying(false);
    }
    // A new location resets the route's error boundary: the page renders again.
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  };

  return (
    <Box id="main-content" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        {t(loadFailed ? 'errors.page.loadFailedTitle' : 'errors.page.crashedTitle')}
      </h1>
      <p>{t(loadFailed ? 'errors.page.loadFailed' : 'errors.page.crashed')}</p>
      <Actions>
        <Button variant="primary" loading={retrying} onClick={() => void retry()}>
          {t('errors.page.retry')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('errors.page.reload')}</Button>
      </Actions>
    </Box>
  );
}
