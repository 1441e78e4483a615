import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadBoundary, Result, retryableLazy, Skeleton } from '@chainportal/ui';
import type { ContractDeployFormProps } from './ContractDeployForm';

// The deploy form checks values with ethers (address checksums): loaded once a contract is chosen or
// compiled, never in the page's first load.
const deployForm = retryableLazy(() => import('./ContractDeployForm'));

/** ContractDeployForm, loaded on demand, with a retry when its download fails. */
export function LazyDeployForm(props: ContractDeployFormProps) {
  const { t } = useTranslation('console');
  const [attempt, setAttempt] = useState(0);
  return (
    <LoadBoundary
      attempt={attempt}
      onError={deployForm.retry}
      fallback={
        <Result
          status="error"
          title={t('common.loadFailed')}
          extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button>}
        />
      }
    >
      <Suspense fallback={<Skeleton rows={4} />}>
        <deployForm.Component {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
