/**
 * The chain browser's panels (issue 41): what they are given, rendered; the reads are the view's
 * (ExplorerView.tsx). Each shows its loading placeholder, its empty or "not found" line, or its
 * failure with Try again, so one failed read never takes the rest of the page with it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Descriptions,
  type DescriptionsItem,
  Empty,
  formatGrouped,
  Skeleton,
  Table,
  Tag,
  type TableColumn,
} from '@chainportal/ui';
import { ageParts } from '../chains/chainStatus';
import { useNow } from '../chains/useNow';
import type { DecodedEvent } from './decode';
import type { AddressView, BlockRow, BlockView, ContractRecordRef, TxView } from './reads';

/** Where a link of the browser goes: a block, a transaction or an address of the chain shown. */
export type ExplorerTarget = { block: number } | { tx: string } | { address: string };

/** Why a read failed, as the panel says it. */
export type ReadFailure = 'unreachable' | 'notConfigured';

export interface PanelStateProps {
  loading?: boolean;
  failure?: ReadFailure | undefined;
  onRetry?: () => void;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  min-width: 0;
  padding: var(--cp-space-lg);
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  & h2,
  & h3 {
    margin: 0;
    font-size: var(--cp-font-lg);
    color: var(--cp-text);
  }
  & h3 {
    font-size: var(--cp-font-md);
  }
  & code {
    font-family: var(--cp-font-mono);
    word-break: break-all;
  }
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm) var(--cp-space-md);
  padding: var(--cp-space-md);
  border-radius: var(--cp-radius-md);
  background: var(--cp-danger-bg, var(--cp-bg-subtle));
  color: var(--cp-text);
  & p {
    margin: 0;
    flex: 1 1 240px;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
`;

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

/** A link of the browser, in the product's link colour. */
export const ChainLink = styled(Link)`
  color: var(--cp-primary-text);
  &:hover {
    color: var(--cp-primary-hover);
  }
`;

/** A read's failure: why, and Try again. */
export function ReadFailed({
  failure,
  onRetry,
}: {
  failure: ReadFailure;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation('explorer');
  return (
    <Failed role="alert">
      <p>{t(`failure.${failure}`)}</p>
      {onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : null}
    </Failed>
  );
}

/**
 * A panel of the browser: its heading, then the loading placeholder, the failure, the sentence that
 * the node has no such thing (`notFound`, when it answered null), or the panel's body.
 */
function ExplorerPanel({
  id,
  heading,
  notFound,
  loading,
  failure,
  onRetry,
  children,
}: PanelStateProps & { id: string; heading: string; notFound?: string | false; children: ReactNode }) {
  let body: ReactNode = children;
  if (failure) body = <ReadFailed failure={failure} onRetry={onRetry} />;
  else if (loading) body = <Skeleton rows={4} />;
  else if (notFound) body = <Muted role="status">{notFound}</Muted>;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {body}
    </Panel>
  );
}

/** A panel's facts: one per line (a phone has no room for two, and a hash needs the width). */
function Facts({ items }: { items: DescriptionsItem[] }) {
  return <Descriptions columns={1} items={items} />;
}

function useAge() {
  const { t } = useTranslation('explorer');
  return (then: number, now: number) => {
    const { count, unit } = ageParts(then, now);
    return t(`age.${unit}`, { count });
  };
}

/** A value of the chain linked to its page in the browser. */
function ExplorerLinkTo({
  to,
  linkTo,
  children,
}: {
  to: ExplorerTarget;
  linkTo: (target: ExplorerTarget) => string;
  children: ReactNode;
}) {
  return <ChainLink to={linkTo(to)}>{children}</ChainLink>;
}

export interface LatestBlocksProps extends PanelStateProps {
  blocks?: BlockRow[] | undefined;
  linkTo: (target: ExplorerTarget) => string;
  /** The time ages are counted from (ms; stories fix it). @default now, ticking every second */
  now?: number;
}

/** The chain's latest blocks: number, age, transactions and gas used. */
export function LatestBlocks({ blocks, linkTo, now: fixedNow, ...state }: LatestBlocksProps) {
  const ticking = useNow(1000, fixedNow === undefined);
  const now = fixedNow ?? ticking;
  const { t, i18n } = useTranslation('explorer');
  const age = useAge();
  const columns: TableColumn<BlockRow>[] = [
    {
      key: 'number',
      kind: 'id',
      title: t('block.number'),
      render: (_, row) => (
        <ExplorerLinkTo to={{ block: row.number }} linkTo={linkTo}>
          {`#${formatGrouped(row.number, i18n.language)}`}
        </ExplorerLinkTo>
      ),
    },
    { key: 'time', kind: 'date', title: t('block.age'), render: (_, row) => age(row.time, now) },
    {
      key: 'txCount',
      kind: 'number',
      title: t('block.txCount'),
      render: (_, row) => formatGrouped(row.txCount, i18n.language),
    },
    {
      key: 'gasUsed',
      kind: 'number',
      title: t('block.gasUsed'),
      render: (_, row) => formatGrouped(Number(row.gasUsed), i18n.language),
    },
  ];
  return (
    <Panel aria-labelledby="explorer-latest">
      <h2 id="explorer-latest">{t('latest.heading')}</h2>
      <Muted>{t('latest.live')}</Muted>
      {state.failure ? (
        <ReadFailed failure={state.failure} onRetry={state.onRetry} />
      ) : (
        <Table
          aria-labelledby="explorer-latest"
          columns={columns}
          data={blocks ?? []}
          rowKey="number"
          loading={state.loading && !blocks}
          empty={t('latest.empty')}
        />
      )}
    </Panel>
  );
}

export interface BlockDetailsProps extends PanelStateProps {
  number: number;
  /** null: the chain has no such block (yet). */
  block?: BlockView | null | undefined;
  linkTo: (target: ExplorerTarget) => string;
  now?: number;
}

/** One block: its fields and its transactions, each a link. */
export function BlockDetails({ number, block, linkTo, now: fixedNow, ...state }: BlockDetailsProps) {
  const ticking = useNow(1000, fixedNow === undefined);
  const now = fixedNow ?? ticking;
  const { t, i18n } = useTranslation('explorer');
  const age = useAge();
  const n = (value: number | string) => formatGrouped(Number(value), i18n.language);
  return (
    <ExplorerPanel
      id="explorer-block"
      heading={t('block.heading', { number: n(number) })}
      notFound={block === null && t('notFound.block', { number: n(number) })}
      {...state}
    >
      {block ? (
        <>
          <Facts
            items={[
              { key: 'hash', label: t('block.hash'), value: <code>{block.hash}</code> },
              {
                key: 'time',
                label: t('block.time'),
                value: `${new Date(block.time).toLocaleString(i18n.language)} (${age(block.time, now)})`,
              },
              { key: 'txCount', label: t('block.txCount'), value: n(block.txCount) },
              {
                key: 'gasUsed',
                label: t('block.gasUsed'),
                value: `${n(block.gasUsed)} / ${n(block.gasLimit)}`,
              },
              ...(block.baseFeeGwei !== undefined
                ? [{ key: 'baseFee', label: t('block.baseFee'), value: `${block.baseFeeGwei} Gwei` }]
                : []),
              { key: 'miner', label: t('block.miner'), value: <code>{block.miner}</code> },
              {
                key: 'parent',
                label: t('block.parent'),
                value:
                  block.number > 0 ? (
                    <ExplorerLinkTo to={{ block: block.number - 1 }} linkTo={linkTo}>
                      <code>{block.parentHash}</code>
                    </ExplorerLinkTo>
                  ) : (
                    <code>{block.parentHash}</code>
                  ),
              },
            ]}
          />
          <h3>{t('block.transactions')}</h3>
          {block.transactions.length === 0 ? (
            <Empty size="small" description={t('block.noTransactions')} />
          ) : (
            <ol aria-label={t('block.transactions')}>
              {block.transactions.map((hash) => (
                <li key={hash}>
                  <ExplorerLinkTo to={{ tx: hash }} linkTo={linkTo}>
                    <code>{hash}</code>
                  </ExplorerLinkTo>
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
    </ExplorerPanel>
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
        <Args aria-label={t('tx.eventArgs', { name: event.name })}>
          {event.args.map((arg) => (
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
              <Args>
                {tx.call.args.map((arg) => (
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

export interface AddressDetailsProps extends PanelStateProps {
  address: string;
  info?: AddressView | undefined;
  /** The customer's record of the contract there (console), and the link to it. */
  record?: ContractRecordRef | null | undefined;
  recordHref?: ((record: ContractRecordRef) => string) | undefined;
}

/** An address: balance, account or contract, and the platform's record of the contract. */
export function AddressDetails({ address, info, record, recordHref, ...state }: AddressDetailsProps) {
  const { t, i18n } = useTranslation('explorer');
  const n = (value: number) => formatGrouped(value, i18n.language);
  return (
    <ExplorerPanel id="explorer-address" heading={t('address.heading')} {...state}>
      {info ? (
        <Facts
          items={[
            { key: 'address', label: t('address.address'), value: <code>{info.address}</code> },
            { key: 'balance', label: t('address.balance'), value: `${info.balance} ETH` },
            {
              key: 'kind',
              label: t('address.kind'),
              value: info.isContract
                ? t('address.contract', { size: n(info.codeSize) })
                : t(info.sent > 0 ? 'address.account' : 'address.unused'),
            },
            // A contract's nonce counts the contracts it created, not transactions it sent.
            ...(info.isContract ? [] : [{ key: 'sent', label: t('address.sent'), value: n(info.sent) }]),
            ...(record
              ? [
                  {
                    key: 'record',
                    label: t('address.record'),
                    value: recordHref ? (
                      <ChainLink to={recordHref(record)}>{record.name}</ChainLink>
                    ) : (
                      record.name
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : (
        <code>{address}</code>
      )}
    </ExplorerPanel>
  );
}
