import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { listColumn } from '@chainportal/ui';
import { Button, Empty, formatDate, Tag } from '@chainportal/ui';
import { ExplorerValue } from './ExplorerLink';
import { FailureNotice } from './FailureNotice';
import type { OnchainContract } from './onchainApi';
import { LONG_PENDING_MS, type TrackedTransaction } from './useSentTransactions';

export const Rows = styled.ol`
  ${listColumn}

  & > li {
    display: flex;
    flex-direction: column;
    gap: var(--cp-space-xs);
    padding: var(--cp-space-sm) var(--cp-space-md);
    border: 1px solid var(--cp-border-light);
    border-radius: var(--cp-radius-md);
    overflow-wrap: anywhere;
  }
  & h4 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--cp-space-sm);
    margin: 0;
    font-size: var(--cp-font-md);
  }
  & p {
    margin: 0;
    color: var(--cp-text-secondary);
  }
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: var(--cp-space-md) 0 var(--cp-space-sm);
`;

/** Where a transaction stands, as a tag. */
export function TransactionStatusTag({
  transaction,
  longPending,
}: {
  transaction: TrackedTransaction;
  longPending: boolean;
}) {
  const { t } = useTranslation('contracts');
  const status = transaction.state?.status ?? 'pending';
  if (status === 'pending') {
    return (
      <Tag color="warning">
        {longPending ? t('onchain.tx.status.longPending') : t('onchain.tx.status.pending')}
      </Tag>
    );
  }
  const color = status === 'success' ? 'success' : status === 'failed' ? 'danger' : 'default';
  return <Tag color={color}>{t(`onchain.tx.status.${status}`)}</Tag>;
}

export interface TransactionsPanelProps {
  contract: OnchainContract;
  transactions: TrackedTransaction[];
  isLongPending: (t: TrackedTransaction) => boolean;
  onRefresh: () => void;
  chain: string;
}

/** The deployment and the transactions sent from this page, newest first, each with its receipt. */
export function TransactionsPanel({
  contract,
  transactions,
  isLongPending,
  onRefresh,
  chain,
}: TransactionsPanelProps) {
  const { t } = useTranslation('contracts');
  return (
    <div>
      <Toolbar>
        <Button size="small" onClick={onRefresh}>
          {t('onchain.refresh')}
        </Button>
      </Toolbar>
      {transactions.length === 0 ? (
        <Empty size="small" description={t('onchain.tx.none')} />
      ) : (
        <Rows aria-label={t('onchain.tx.listLabel')}>
          {transactions.map((tx) => {
            const state = tx.state;
            const long = isLongPending(tx);
            return (
              <li key={tx.hash}>
                <h4>
                  <TransactionStatusTag transaction={tx} longPending={long} />
                  {tx.functionKey === 'deploy' ? t('onchain.tx.deploy') : tx.functionKey}
                </h4>
                <ExplorerValue
                  chainCode={contract.chainCode}
                  kind="tx"
                  value={tx.hash}
                  label={t('onchain.explorer.tx')}
                />
                {state && (state.status === 'success' || state.status === 'failed') ? (
                  <p>
                    {t('onchain.tx.block')} {state.blockNumber} · {t('onchain.tx.gasUsed')} {state.gasUsed}
                    {state.gasLimit ? ` / ${state.gasLimit}` : ''} · {t('onchain.tx.from')}{' '}
                    <code>{state.from}</code>
                  </p>
                ) : null}
                {tx.sentAt ? <p>{t('onchain.tx.sentAt', { time: formatDate(tx.sentAt) })}</p> : null}
                {long ? <p>{t('onchain.tx.longPendingHint', { minutes: LONG_PENDING_MS / 60000 })}</p> : null}
                {state?.status === 'unknown' ? <p>{t('onchain.tx.unknownHint')}</p> : null}
                {state?.status === 'failed' && state.failure ? (
                  <FailureNotice failure={state.failure} chain={chain} />
                ) : null}
                {tx.unreachable ? <FailureNotice failure={{ kind: 'unreachable' }} chain={chain} /> : null}
              </li>
            );
          })}
        </Rows>
      )}
    </div>
  );
}
