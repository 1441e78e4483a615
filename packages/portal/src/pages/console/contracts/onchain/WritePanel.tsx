import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, WalletPicker, WalletStatus } from '@chainportal/ui';
import type { AbiFunction, ChainFailure } from '../../../../chains/contractCalls';
import type { SentRecord } from '../../../../chains/pendingTx';
import { ExplorerValue } from './ExplorerLink';
import { FailureNotice } from './FailureNotice';
import { FunctionForm } from './FunctionForm';
import type { OnchainApi, OnchainContract, WalletChoice } from './onchainApi';
import { FunctionList } from './ReadPanel';
import { TransactionStatusTag } from './TransactionsPanel';
import type { TrackedTransaction } from './useSentTransactions';

const WalletBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm);
  padding-top: var(--cp-space-md);
  color: var(--cp-text-secondary);
`;

const SentLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-xs);
  margin: 0;
  overflow-wrap: anywhere;
`;

type WalletState =
  | { step: 'none' }
  | { step: 'finding' }
  | { step: 'missing' }
  | { step: 'choose'; wallets: WalletChoice[] }
  | { step: 'ready'; wallet: WalletChoice };

type WriteState =
  | { phase: 'idle' }
  | { phase: 'waiting' }
  | { phase: 'switching' }
  | { phase: 'sent'; hash: string }
  | { phase: 'failed'; failure: ChainFailure };

interface WriteFunctionProps {
  api: OnchainApi;
  contract: OnchainContract;
  fn: AbiFunction;
  index: number;
  chain: string;
  /** The wallet to send with; asks for one (discovery, a choice) when there is none yet. */
  getWallet: () => Promise<WalletChoice | undefined>;
  onSent: (record: SentRecord) => void;
  tracked: (hash: string) => TrackedTransaction | undefined;
  isLongPending: (t: TrackedTransaction) => boolean;
}

function WriteFunction({
  api,
  contract,
  fn,
  index,
  chain,
  getWallet,
  onSent,
  tracked,
  isLongPending,
}: WriteFunctionProps) {
  const { t } = useTranslation('contracts');
  const [state, setState] = useState<WriteState>({ phase: 'idle' });
  const last = useRef<{ args: unknown[]; value: bigint | undefined } | undefined>(undefined);

  const send = async (args: unknown[], value: bigint | undefined) => {
    last.current = { args, value };
    const wallet = await getWallet();
    if (!wallet) return;
    setState({ phase: 'waiting' });
    try {
      const sent = await api.send(wallet, fn, args, value);
      onSent({
        hash: sent.hash,
        functionKey: fn.key,
        from: sent.from,
        sentAt: new Date().toISOString(),
        gasLimit: sent.gasLimit,
      });
      setState({ phase: 'sent', hash: sent.hash });
    } catch (error) {
      setState({ phase: 'failed', failure: api.describe(error) });
    }
  };

  const switchAndSend = async () => {
    const wallet = await getWallet();
    if (!wallet) return;
    setState({ phase: 'switching' });
    try {
      const result = await api.switchChain(wallet);
      if (result === 'unknown') {
        setState({
          phase: 'failed',
          failure: { kind: 'failed', message: t('onchain.failure.unknownChain', { chain }) },
        });
        return;
      }
      if (last.current) await send(last.current.args, last.current.value);
    } catch (error) {
      setState({ phase: 'failed', failure: api.describe(error) });
    }
  };

  const tx = state.phase === 'sent' ? tracked(state.hash) : undefined;
  const txFailure = tx?.state?.status === 'failed' ? tx.state.failure : undefined;
  return (
    <FunctionForm
      fn={fn}
      index={index}
      kind="write"
      onRun={send}
      busy={state.phase === 'waiting' || state.phase === 'switching'}
    >
      {state.phase === 'waiting' ? (
        <WalletStatus tone="progress" title={t('onchain.wallet.waiting')} />
      ) : null}
      {state.phase === 'switching' ? (
        <WalletStatus tone="progress" title={t('onchain.wallet.switching', { chain })} />
      ) : null}
      {state.phase === 'sent' ? (
        <SentLine aria-live="polite">
          {tx ? <TransactionStatusTag transaction={tx} longPending={isLongPending(tx)} /> : null}
          <ExplorerValue
            chainCode={contract.chainCode}
            kind="tx"
            value={state.hash}
            label={t('onchain.explorer.tx')}
          />
        </SentLine>
      ) : null}
      {txFailure ? <FailureNotice failure={txFailure} chain={chain} /> : null}
      {state.phase === 'failed' ? (
        <FailureNotice
          failure={state.failure}
          chain={chain}
          actions={
            state.failure.kind === 'wrongChain' ? (
              <Button variant="primary" size="small" onClick={() => void switchAndSend()}>
                {t('onchain.wallet.switch', { chain })}
              </Button>
            ) : undefined
          }
        />
      ) : null}
    </FunctionForm>
  );
}

export interface WritePanelProps {
  api: OnchainApi;
  contract: OnchainContract;
  functions: AbiFunction[];
  chain: string;
  onSent: (record: SentRecord) => void;
  tracked: (hash: string) => TrackedTransaction | undefined;
  isLongPending: (t: TrackedTransaction) => boolean;
  /** The wallet at first (stories). */
  initialWallet?: WalletChoice | undefined;
}

/** The state-changing functions, each sent through the user's browser wallet. */
export function WritePanel({
  api,
  contract,
  functions,
  chain,
  onSent,
  tracked,
  isLongPending,
  initialWallet,
}: WritePanelProps) {
  const { t } = useTranslation('contracts');
  const [wallet, setWallet] = useState<WalletState>(
    initialWallet ? { step: 'ready', wallet: initialWallet } : { step: 'none' },
  );
  const walletName = (w: WalletChoice) => w.name ?? t('onchain.wallet.injected');

  const getWallet = async (): Promise<WalletChoice | undefined> => {
    if (wallet.step === 'ready') return wallet.wallet;
    setWallet({ step: 'finding' });
    const found = await api.wallets().catch(() => []);
    if (found.length === 1 && found[0]) {
      setWallet({ step: 'ready', wallet: found[0] });
      return found[0];
    }
    setWallet(found.length === 0 ? { step: 'missing' } : { step: 'choose', wallets: found });
    return undefined;
  };

  return (
    <FunctionList>
      <WalletBar>
        {wallet.step === 'ready' ? (
          <>
            <span>{t('onchain.wallet.connected', { name: walletName(wallet.wallet) })}</span>
            <Button variant="link" size="small" onClick={() => setWallet({ step: 'none' })}>
              {t('onchain.wallet.change')}
            </Button>
          </>
        ) : wallet.step === 'none' ? (
          <Button size="small" onClick={() => void getWallet()}>
            {t('onchain.wallet.connect')}
          </Button>
        ) : null}
      </WalletBar>
      {wallet.step === 'finding' ? (
        <WalletStatus tone="progress" title={t('onchain.wallet.connecting')} />
      ) : null}
      {wallet.step === 'missing' ? (
        <WalletStatus
          tone="warning"
          title={t('onchain.wallet.none')}
          actions={
            <Button size="small" onClick={() => void getWallet()}>
              {t('onchain.retry')}
            </Button>
          }
        />
      ) : null}
      {wallet.step === 'choose' ? (
        <WalletPicker
          label={t('onchain.wallet.pick')}
          wallets={wallet.wallets.map((w) => ({ id: w.id, name: walletName(w), icon: w.icon }))}
          onSelect={(id) => {
            const chosen = wallet.wallets.find((w) => w.id === id);
            if (chosen) setWallet({ step: 'ready', wallet: chosen });
          }}
        />
      ) : null}
      {functions.map((fn, i) => (
        <WriteFunction
          key={fn.key}
          api={api}
          contract={contract}
          fn={fn}
          index={i + 1}
          chain={chain}
          getWallet={getWallet}
          onSent={onSent}
          tracked={tracked}
          isLongPending={isLongPending}
        />
      ))}
    </FunctionList>
  );
}
