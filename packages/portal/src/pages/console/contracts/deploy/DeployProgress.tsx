import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useContractDetail, type ContractStatus } from '@chainportal/api';
import { Button, StatusTag, WalletStatus } from '@chainportal/ui';
import { contractStatusMap } from '../contractLabels';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--cp-space-xs) var(--cp-space-md);
  margin: 0;
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const BUSY: readonly ContractStatus[] = ['compiling', 'deploying'];

export interface DeployProgressProps {
  contractId: number;
  onOpen: () => void;
}

/**
 * A contract the platform is deploying: Submitted (deploying) until the receipt, then Deployed or
 * Failed with the reason. Read again every 1.5 s while the platform has no receipt.
 */
export function DeployProgress({ contractId, onOpen }: DeployProgressProps) {
  const { t } = useTranslation(['contracts', 'console']);
  const { t: tConsole } = useTranslation('console');
  const { data } = useContractDetail(
    { id: contractId },
    { refreshInterval: (latest) => (!latest || BUSY.includes(latest.status) ? 1500 : 0) },
  );
  const status = data?.status ?? 'deploying';
  const statuses = contractStatusMap(tConsole);
  const busy = BUSY.includes(status);
  const tone = busy ? 'progress' : status === 'deployed' ? 'success' : 'error';
  const title = busy
    ? t('deploy.platform.submitted')
    : status === 'deployed'
      ? t('deploy.platform.deployed')
      : t('deploy.platform.failed');

  return (
    <WalletStatus
      tone={tone}
      title={title}
      actions={
        <Button variant={busy ? 'default' : 'primary'} onClick={onOpen}>
          {t('deploy.open')}
        </Button>
      }
    >
      <Facts>
        <dt>{t('console:contract.statusLabel')}</dt>
        <dd data-contract-status={status}>
          <StatusTag status={status} statusMap={statuses} />
        </dd>
        {data?.address ? (
          <>
            <dt>{t('console:contract.address')}</dt>
            <dd>
              <code translate="no">{data.address}</code>
            </dd>
          </>
        ) : null}
        {data?.txHash ? (
          <>
            <dt>{t('console:contract.txHash')}</dt>
            <dd>
              <code translate="no">{data.txHash}</code>
            </dd>
          </>
        ) : null}
        {status === 'failed' && data?.failureReason ? (
          <>
            <dt>{t('deploy.platform.reason')}</dt>
            <dd>{data.failureReason}</dd>
          </>
        ) : null}
      </Facts>
    </WalletStatus>
  );
}
