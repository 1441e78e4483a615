/**
 * The chain browser (issue 41), the same on the public site and in the console: pick a platform
 * chain, see its latest blocks, open a block, a transaction or an address, or search for one. What
 * is shown lives in the address (`?chain=…&block=…|tx=…|address=…`), so Back and a shared link
 * work. Every read goes straight to the chain's node (useExplorer.ts); a node that does not answer
 * fails the panel that asked, with Try again, and leaves the chain choice and the search working.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { chainCodes, type ChainCode } from '@chainportal/api';
import { FormField, SearchBox, Select } from '@chainportal/ui';
import { chainRpcUrl } from '../chains/config';
import {
  AddressDetails,
  BlockDetails,
  ChainLink,
  LatestBlocks,
  ReadFailed,
  TransactionDetails,
  type ExplorerTarget,
  type ReadFailure,
} from './panels';
import type { ContractRecordRef } from './reads';
import { parseSearch } from './search';
import {
  useAddress,
  useBlock,
  useLatestBlocks,
  useRecordAt,
  useTransaction,
  type RecordFinder,
} from './useExplorer';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
  min-width: 0;
`;

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 280px) 1fr;
  align-items: end;
  gap: var(--cp-space-md);
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const Problem = styled.p`
  margin: calc(-1 * var(--cp-space-sm)) 0 0;
  color: var(--cp-danger);
`;

/** The customer's contract records (the console): how to find them and where each one opens. */
export interface ExplorerRecords {
  find: RecordFinder;
  href: (record: ContractRecordRef) => string;
}

const HASH = /^0x[0-9a-f]{64}$/i;
const ADDRESS = /^0x[0-9a-f]{40}$/i;

/** A read's failure: the node did not answer (a chain without a URL is never read: see below). */
function failureOf(error: unknown): ReadFailure | undefined {
  return error ? 'unreachable' : undefined;
}

/** The search parameters of a browser page of `chain`. */
function explorerSearch(chain: ChainCode, target?: ExplorerTarget): string {
  const params = new URLSearchParams({ chain });
  if (target && 'block' in target) params.set('block', String(target.block));
  if (target && 'tx' in target) params.set('tx', target.tx);
  if (target && 'address' in target) params.set('address', target.address);
  return `?${params.toString()}`;
}

function LatestView({ chain, linkTo }: { chain: ChainCode; linkTo: (t: ExplorerTarget) => string }) {
  const { data, error, isLoading, mutate } = useLatestBlocks(chain);
  return (
    <LatestBlocks
      blocks={data}
      loading={isLoading}
      // Blocks already shown stay while a later read fails; the failure shows without any.
      failure={data ? undefined : failureOf(error)}
      onRetry={() => void mutate()}
      linkTo={linkTo}
    />
  );
}

function BlockView({
  chain,
  number,
  linkTo,
}: {
  chain: ChainCode;
  number: number;
  linkTo: (t: ExplorerTarget) => string;
}) {
  const { data, error, isLoading, mutate } = useBlock(chain, number);
  return (
    <BlockDetails
      number={number}
      block={data}
      loading={isLoading}
      failure={failureOf(error)}
      onRetry={() => void mutate()}
      linkTo={linkTo}
    />
  );
}

function TxView({
  chain,
  hash,
  records,
  linkTo,
}: {
  chain: ChainCode;
  hash: string;
  records: ExplorerRecords | undefined;
  linkTo: (t: ExplorerTarget) => string;
}) {
  const { data, error, isLoading, mutate } = useTransaction(chain, hash, records?.find);
  return (
    <TransactionDetails
      hash={hash}
      tx={data}
      loading={isLoading}
      failure={failureOf(error)}
      onRetry={() => void mutate()}
      linkTo={linkTo}
    />
  );
}

function AddressView({
  chain,
  address,
  records,
}: {
  chain: ChainCode;
  address: string;
  records: ExplorerRecords | undefined;
}) {
  const { data, error, isLoading, mutate } = useAddress(chain, address);
  const record = useRecordAt(chain, address, records?.find);
  return (
    <AddressDetails
      address={address}
      info={data}
      record={record.data}
      recordHref={records?.href}
      loading={isLoading}
      failure={failureOf(error)}
      onRetry={() => void mutate()}
    />
  );
}

export interface ExplorerViewProps {
  /** The customer's records (console): transactions decode with their ABIs, addresses link to them. */
  records?: ExplorerRecords | undefined;
}

export function ExplorerView({ records }: ExplorerViewProps) {
  const { t } = useTranslation('explorer');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | undefined>();
  const configured = chainCodes.filter((code) => chainRpcUrl(code));
  const asked = params.get('chain');
  const chain: ChainCode = (chainCodes as readonly string[]).includes(asked ?? '')
    ? (asked as ChainCode)
    : (configured[0] ?? chainCodes[0]);
  const linkTo = (target: ExplorerTarget) => explorerSearch(chain, target);

  const block = params.get('block');
  const tx = params.get('tx');
  // An address's mixed case is only its checksum: one form for the reads, the records and the keys.
  const address = params.get('address')?.toLowerCase() ?? null;
  const blockNumber = block !== null && /^\d+$/.test(block) ? Number(block) : undefined;

  const search = (text: string) => {
    const query = parseSearch(text);
    if (query.kind === 'invalid') {
      setProblem(t(`search.${query.reason}`));
      return;
    }
    setProblem(undefined);
    const target: ExplorerTarget =
      query.kind === 'block'
        ? { block: query.number }
        : query.kind === 'tx'
          ? { tx: query.hash }
          : { address: query.address };
    void navigate({ search: explorerSearch(chain, target) });
  };

  let body;
  if (!chainRpcUrl(chain)) {
    // The deployment has no node for this chain (or for any): nothing to read, the choice stays.
    body = <ReadFailed failure="notConfigured" />;
  } else if (address !== null && ADDRESS.test(address)) {
    body = <AddressView key={`${chain}:${address}`} chain={chain} address={address} records={records} />;
  } else if (tx !== null && HASH.test(tx)) {
    body = <TxView key={`${chain}:${tx}`} chain={chain} hash={tx} records={records} linkTo={linkTo} />;
  } else if (blockNumber !== undefined) {
    body = <BlockView key={`${chain}:${blockNumber}`} chain={chain} number={blockNumber} linkTo={linkTo} />;
  } else {
    body = <LatestView key={chain} chain={chain} linkTo={linkTo} />;
  }
  const home = !(address || tx || block);

  return (
    <Layout>
      <Toolbar>
        <FormField label={t('chain')}>
          <Select
            value={chain}
            options={chainCodes.map((code) => ({ value: code, label: t(`chains.${code}`) }))}
            onValueChange={(code) => void navigate({ search: explorerSearch(code as ChainCode) })}
          />
        </FormField>
        <SearchBox
          prominent
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value=""
          onSearch={search}
        />
      </Toolbar>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      {home ? null : <ChainLink to={explorerSearch(chain)}>{t('latest.back')}</ChainLink>}
      {body}
    </Layout>
  );
}
