/**
 * A transaction in the chain browser: its facts, its input and its events, decoded by the ABIs the
 * platform knows (decode.ts), raw otherwise.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatGrouped, Tag } from '@chainportal/ui';
import type { DecodedArg, DecodedEvent } from './decode';
import type { ContractRecordRef, TxView } from './reads';

import {
  ExplorerLinkTo,
  ExplorerPanel,
  Facts,
  Muted,
  type ExplorerTarget,
  type PanelStateProps,
} from './panelParts';

const Args = styled.dl`
  display: grid;
  grid-template-columns: minmax(6em, max-content) 1fr;
  gap: var(--cp-space-xs) var(--cp-space-md);
  margin: 0;
  & dt {
    color: var(--cp-text-secondary);
  }
  & dd {
    margin: 0;
    min-width: 0;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    & dd {
      margin-bottom: var(--cp-space-xs);
    }
  }
`;

const EventList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-direction: column;
    gap: var(--cp-space-sm);
    padding: var(--cp-space-md);
    border: 1px solid var(--cp-border-light);
    border-radius: var(--cp-radius-md);
  }
`;

const Raw = styled.pre`
  margin: 0;
  max-height: 12em;
  overflow: auto;
  padding: var(--cp-space-sm);
  border-radius: var(--cp-radius-sm);
  background: var(--cp-bg-subtle);
  font-family: var(--cp-font-mono);
  font-size: var(--cp-font-sm);
  white-space: pre-wrap;
  word-break: break-all;
`;

/** Decoded arguments, each with its type and value (a call's inputs, an event's fields). */
function DecodedArgs({ args, label }: { args: readonly DecodedArg[]; label?: string }) {
  return (
    <Args aria-label={label}>
      {args.map((arg) => (
        <div key={arg.name} style={{ display: 'contents' }}>
          <dt>
            {arg.name} <Muted as="span">({arg.type})</Muted>
          </dt>
          <dd>
            <code>{arg.value}</code>
          </dd>
        </div>
      ))}
    </Args>
  );
}

function AddressValue({
  address,
  linkTo,
  records,
}: {
  address: string | null;
  linkTo: (target: ExplorerTarget) => string;
  records: ContractRecordRef[];
}) {
  if (!address) return null;
  const record = records.find((r) => r.address === address.toLowerCase());
  return (
    <>
      <ExplorerLinkTo to={{ address }} linkTo={linkTo}>
        <code>{address}</code>
      </ExplorerLinkTo>
      {record ? <> ({record.name})</> : null}
    </>
  );
}

const STATUS_COLOR = { success: 'success', failed: 'danger', pending: 'info' } as const;

function EventItem({
  event,
  linkTo,
  records,
}: {
  event: DecodedEvent;
  linkTo: (target: ExplorerTarget) => string;
  records: ContractRecordRef[];
}) {
  const { t } = useTranslation('explorer');
  const label = event.name ? `${event.name} · ${event.contract ?? ''}` : t('tx.rawEvent');
  return (
    <li aria-label={t('tx.eventLabel', { index: event.index, name: event.name ?? t('tx.rawEvent') })}>
      <h4 style={{ margin: 0 }}>
        {label} <Muted as="span">#{event.index}</Muted>
      </h4>
      <div>
        {t('tx.emittedBy')}: <AddressValue address={event.address} linkTo={linkTo} records={records} />
      </div>
      {event.name ? (
        <DecodedArgs args={event.args} label={t('tx.eventArgs', { name: event.name })} />
      ) : (
        <Raw aria-label={t('tx.rawData')}>
          {[...event.topics.map((topic, i) => `topic${i}: ${topic}`), `data: ${event.data}`].join('\n')}
        </Raw>
      )}
    </li>
  );
}

export interface TransactionDetailsProps extends PanelStateProps {
  hash: string;
  /** null: the chain has no such transaction. */
  tx?: TxView | null | undefined;
  linkTo: (target: ExplorerTarget) => string;
}

/** One transaction: status, parties, value, gas, its decoded call and events (raw when unknown). */
export function TransactionDetails({ hash, tx, linkTo, ...state }: TransactionDetailsProps) {
  const { t, i18n } = useTranslation('explorer');
  const n = (value: number | string) => formatGrouped(Number(value), i18n.language);
  return (
    <ExplorerPanel
      id="explorer-tx"
      heading={t('tx.heading')}
      notFound={tx === null && t('notFound.tx', { hash })}
      {...state}
    >
      {tx ? (
        <>
          <Facts
            items={[
              { key: 'hash', label: t('tx.hash'), value: <code>{tx.hash}</code> },
              {
                key: 'status',
                label: t('tx.status'),
                value: <Tag color={STATUS_COLOR[tx.status]}>{t(`tx.statuses.${tx.status}`)}</Tag>,
              },
              {
                key: 'block',
                label: t('tx.block'),
                value:
                  tx.blockNumber === null ? (
                    '—'
                  ) : (
                    <ExplorerLinkTo to={{ block: tx.blockNumber }} linkTo={linkTo}>
                      {`#${n(tx.blockNumber)}`}
                    </ExplorerLinkTo>
                  ),
              },
              {
                key: 'from',
                label: t('tx.from'),
                value: <AddressValue address={tx.from} linkTo={linkTo} records={tx.records} />,
              },
              {
                key: 'to',
                label: t('tx.to'),
                value: tx.to ? (
                  <AddressValue address={tx.to} linkTo={linkTo} records={tx.records} />
                ) : (
                  <>
                    {t('tx.creation')}{' '}
                    <AddressValue address={tx.created} linkTo={linkTo} records={tx.records} />
                  </>
                ),
              },
              { key: 'value', label: t('tx.value'), value: `${tx.value} ETH` },
              {
                key: 'gas',
                label: t('tx.gas'),
                value: t('tx.gasFigures', {
                  used: tx.gasUsed === null ? '—' : n(tx.gasUsed),
                  limit: n(tx.gasLimit),
                  price: tx.gasPrice,
                }),
              },
              { key: 'nonce', label: t('tx.nonce'), value: n(tx.nonce) },
            ]}
          />
          <h3>{t('tx.input')}</h3>
          {tx.call ? (
            <div aria-label={t('tx.decodedCall')} role="group">
              <p style={{ margin: 0 }}>
                <code>{tx.call.signature}</code> <Muted as="span">· {tx.call.contract}</Muted>
              </p>
              <DecodedArgs args={tx.call.args} />
            </div>
          ) : tx.input === '0x' ? (
            <Muted>{t('tx.noInput')}</Muted>
          ) : (
            <>
              <Muted>{tx.to ? t('tx.unknownInput') : t('tx.creationInput')}</Muted>
              <Raw aria-label={t('tx.rawInput')}>{tx.input}</Raw>
            </>
          )}
          <h3>{t('tx.events', { n: tx.events.length })}</h3>
          {tx.events.length === 0 ? (
            <Muted>{t('tx.noEvents')}</Muted>
          ) : (
            <EventList aria-label={t('tx.eventsList')}>
              {tx.events.map((event) => (
                <EventItem key={event.index} event={event} linkTo={linkTo} records={tx.records} />
              ))}
            </EventList>
          )}
        </>
      ) : null}
    </ExplorerPanel>
  );
}
