import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Tabs, Tag, WalletStatus, Button } from '@chainportal/ui';
import { abiFunctions, type ChainFailure, type CodeMatch } from '../../../../chains/contractCalls';
import { holdWalletReloads } from '../../../../session/wallet';
import { EventsPanel } from './EventsPanel';
import { ExplorerValue } from './ExplorerLink';
import { FailureNotice } from './FailureNotice';
import { liveOnchainApi } from './liveApi';
import type { OnchainApi, OnchainContract, WalletChoice } from './onchainApi';
import { ReadPanel } from './ReadPanel';
import { TransactionsPanel } from './TransactionsPanel';
import { useSentTransactions } from './useSentTransactions';
import { WritePanel } from './WritePanel';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-sm);
  min-width: 0;

  & > h3 {
    margin: var(--cp-space-md) 0 0;
    font-size: var(--cp-font-md);
    color: var(--cp-text);
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm);
  margin: 0;
  overflow-wrap: anywhere;
  color: var(--cp-text-secondary);
`;

type CodeState =
  { phase: 'checking' } | { phase: 'done'; match: CodeMatch } | { phase: 'failed'; failure: ChainFailure };

const CODE_COLOR = {
  matched: 'success',
  different: 'danger',
  noCode: 'warning',
  notRecorded: 'default',
} as const;

export interface OnchainPanelProps {
  contract: OnchainContract;
  /** The chain's name in the reader's language. */
  chainName: string;
  /** Stories pass a stub; the page the live api. */
  api?: OnchainApi;
  /** The tab shown first (stories). */
  initialTab?: 'read' | 'write' | 'events' | 'transactions';
  initialWallet?: WalletChoice;
}

/**
 * A deployed contract on its chain (issue 29), like Etherscan's contract tabs: Read and Write
 * panels generated from the ABI, its events, its transactions with receipts, whether the code on
 * chain is the recorded one, and explorer links. Each part fails on its own; the detail around it
 * keeps working.
 */
export default function OnchainPanel({
  contract,
  chainName,
  api: given,
  initialTab = 'read',
  initialWallet,
}: OnchainPanelProps) {
  const { t } = useTranslation('contracts');
  const api = useMemo(() => given ?? liveOnchainApi(contract, chainName), [given, contract, chainName]);
  const { read, write } = useMemo(() => abiFunctions(contract.abi), [contract.abi]);
  const [tab, setTab] = useState<string>(initialTab);
  const [code, setCode] = useState<CodeState>({ phase: 'checking' });
  const [codeAttempt, setCodeAttempt] = useState(0);
  const { transactions, add, refresh, isLongPending } = useSentTransactions(api, contract);

  // A chain switch asked for here holds the console's reload on chain change until the panel closes.
  useEffect(() => () => holdWalletReloads(false), []);

  useEffect(() => {
    let live = true;
    api.code().then(
      (match) => live && setCode({ phase: 'done', match }),
      (error: unknown) => live && setCode({ phase: 'failed', failure: api.describe(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, codeAttempt]);

  // The events are read again when a transaction sent from here gets its receipt.
  const eventsVersion = transactions.map((tx) => `${tx.hash}:${tx.state?.status ?? ''}`).join(',');
  const tracked = (hash: string) => transactions.find((tx) => tx.hash === hash);

  return (
    <Root aria-labelledby="onchain-title">
      <h3 id="onchain-title">{t('onchain.title')}</h3>
      <Line>
        <ExplorerValue
          chainCode={contract.chainCode}
          kind="address"
          value={contract.address}
          label={t('onchain.explorer.address')}
        />
      </Line>
      <Line>
        <span>{t('onchain.code.label')}</span>
        {code.phase === 'checking' ? <Tag>{t('onchain.code.checking')}</Tag> : null}
        {code.phase === 'done' ? (
          <Tag color={CODE_COLOR[code.match]}>{t(`onchain.code.${code.match}`)}</Tag>
        ) : null}
        {code.phase === 'failed' ? <Tag>{t('onchain.code.unknown')}</Tag> : null}
      </Line>
      {code.phase === 'done' && code.match === 'different' ? (
        <WalletStatus tone="error" title={t('onchain.code.differentHint')} />
      ) : null}
      {code.phase === 'done' && code.match === 'noCode' ? (
        <WalletStatus tone="warning" title={t('onchain.code.noCodeHint')} />
      ) : null}
      {code.phase === 'failed' ? (
        <FailureNotice
          failure={code.failure}
          chain={chainName}
          actions={
            <Button size="small" onClick={() => setCodeAttempt((n) => n + 1)}>
              {t('onchain.retry')}
            </Button>
          }
        />
      ) : null}
      <Tabs
        aria-label={t('onchain.tabsLabel')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'read',
            label: t('onchain.tabs.read', { count: read.length }),
            content: <ReadPanel api={api} functions={read} chain={chainName} />,
          },
          {
            value: 'write',
            label: t('onchain.tabs.write', { count: write.length }),
            content: (
              <WritePanel
                api={api}
                contract={contract}
                functions={write}
                chain={chainName}
                onSent={add}
                tracked={tracked}
                isLongPending={isLongPending}
                initialWallet={initialWallet}
              />
            ),
          },
          {
            value: 'events',
            label: t('onchain.tabs.events'),
            content: <EventsPanel api={api} contract={contract} chain={chainName} version={eventsVersion} />,
          },
          {
            value: 'transactions',
            label: t('onchain.tabs.transactions'),
            content: (
              <TransactionsPanel
                contract={contract}
                transactions={transactions}
                isLongPending={isLongPending}
                onRefresh={() => void refresh()}
                chain={chainName}
              />
            ),
          },
        ]}
      />
    </Root>
  );
}
