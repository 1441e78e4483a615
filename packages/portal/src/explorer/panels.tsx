/**
 * The chain browser's panels (issue 41): what they are given, rendered; the reads are the view's
 * (ExplorerView.tsx). Each shows its loading placeholder, its empty or "not found" line, or its
 * failure with Try again, so one failed read never takes the rest of the page with it.
 */
import { useTranslation } from 'react-i18next';
import { Empty, formatGrouped, Table, type TableColumn } from '@chainportal/ui';
import { useNow } from '../chains/useNow';
import type { AddressView, BlockRow, BlockView, ContractRecordRef } from './reads';
import {
  ReadFailed,
  Panel,
  ChainLink,
  ExplorerLinkTo,
  ExplorerPanel,
  Facts,
  Muted,
  useAge,
  type ExplorerTarget,
  type PanelStateProps,
} from './panelParts';

export {
  ChainLink,
  ReadFailed,
  type ExplorerTarget,
  type PanelStateProps,
  type ReadFailure,
} from './panelParts';
export { TransactionDetails, type TransactionDetailsProps } from './TransactionPanel';

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
