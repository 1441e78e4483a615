import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WalletStatus } from '@chainportal/ui';
import type { ChainFailure } from '../../../../chains/contractCalls';

/** A failure's text, in the reader's language. */
export function useFailureText() {
  const { t } = useTranslation('contracts');
  return (failure: ChainFailure, chain: string): string => {
    switch (failure.kind) {
      case 'reverted':
        return failure.reason
          ? t('onchain.failure.reverted', { reason: failure.reason })
          : t('onchain.failure.revertedNoReason');
      case 'failed':
        return t('onchain.failure.failed', { message: failure.message });
      default:
        return t(`onchain.failure.${failure.kind}`, { chain });
    }
  };
}

/**
 * A failure where it happened (one function, one list): the user declining is told quietly, the
 * others as an alert. `actions` holds what to do (retry, switch the chain).
 */
export function FailureNotice({
  failure,
  chain,
  actions,
}: {
  failure: ChainFailure;
  chain: string;
  actions?: ReactNode;
}) {
  const text = useFailureText()(failure, chain);
  const quiet = failure.kind === 'rejected';
  return (
    <WalletStatus
      tone={
        quiet ? 'info' : failure.kind === 'wrongChain' || failure.kind === 'walletBusy' ? 'warning' : 'error'
      }
      role={quiet ? 'status' : 'alert'}
      title={text}
      actions={actions}
    />
  );
}
