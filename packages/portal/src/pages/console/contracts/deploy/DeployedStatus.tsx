import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, WalletStatus } from '@chainportal/ui';

/**
 * A contract deployed with the customer's wallet and registered (at once, or after the page came
 * back to a deployment still pending): says so, and opens it in My contracts.
 */
export function DeployedStatus({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  const { t } = useTranslation('contracts');
  return (
    <WalletStatus
      tone="success"
      title={t('deploy.wallet.done')}
      actions={
        <Button variant="primary" onClick={onOpen}>
          {t('deploy.open')}
        </Button>
      }
    >
      {children}
    </WalletStatus>
  );
}
