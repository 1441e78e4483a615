import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Skeleton } from '@chainportal/ui';
import type { ChainFailure, ContractEvent } from '../../../../chains/contractCalls';
import { ExplorerValue } from './ExplorerLink';
import { FailureNotice } from './FailureNotice';
import type { OnchainApi, OnchainContract } from './onchainApi';
import { ValuesView } from './ResultView';
import { Rows, Toolbar } from './TransactionsPanel';

type EventsState =
  | { phase: 'loading' }
  | { phase: 'done'; events: ContractEvent[] }
  | { phase: 'failed'; failure: ChainFailure };

/** The contract's events (eth_getLogs from its deployment's block), decoded, newest first. */
export function EventsPanel({
  api,
  contract,
  chain,
  version,
}: {
  api: OnchainApi;
  contract: OnchainContract;
  chain: string;
  /** A new value reads again (a transaction of this page got its receipt). */
  version: string;
}) {
  const { t } = useTranslation('contracts');
  const [state, setState] = useState<EventsState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(async () => {
    try {
      setState({ phase: 'done', events: await api.events() });
    } catch (error) {
      setState({ phase: 'failed', failure: api.describe(error) });
    }
  }, [api]);
  useEffect(() => {
    let live = true;
    api.events().then(
      (events) => live && setState({ phase: 'done', events }),
      (error: unknown) => live && setState({ phase: 'failed', failure: api.describe(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, version, attempt]);
  return (
    <div>
      <Toolbar>
        <Button
          size="small"
          onClick={() => (state.phase === 'failed' ? setAttempt((n) => n + 1) : void load())}
        >
          {t('onchain.refresh')}
        </Button>
      </Toolbar>
      {state.phase === 'loading' ? <Skeleton rows={3} /> : null}
      {state.phase === 'failed' ? <FailureNotice failure={state.failure} chain={chain} /> : null}
      {state.phase === 'done' && state.events.length === 0 ? (
        <Empty size="small" description={t('onchain.events.none')} />
      ) : null}
      {state.phase === 'done' && state.events.length > 0 ? (
        <Rows aria-label={t('onchain.events.listLabel')}>
          {state.events.map((event) => (
            <li key={event.key}>
              <h4>{event.name ?? t('onchain.events.unknown')}</h4>
              {event.name ? (
                <ValuesView values={event.args} label={event.name} />
              ) : (
                <code>{[...event.topics, event.data].join(' ')}</code>
              )}
              <p>
                {t('onchain.events.block', { block: event.blockNumber })} · {t('onchain.events.tx')}{' '}
                <ExplorerValue
                  chainCode={contract.chainCode}
                  kind="tx"
                  value={event.transactionHash}
                  label={t('onchain.explorer.tx')}
                />
              </p>
            </li>
          ))}
        </Rows>
      ) : null}
    </div>
  );
}
