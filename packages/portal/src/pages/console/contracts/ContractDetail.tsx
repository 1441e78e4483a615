import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { contractOrigins, useContractDetail, type ContractDetail as Detail } from '@chainportal/api';
import {
  Descriptions,
  Drawer,
  formatDate,
  LoadBoundary,
  retryableLazy,
  Skeleton,
  StatusTag,
  Timeline,
  enumLabel,
} from '@chainportal/ui';
import { consoleExplorerPath } from '../../../explorer/links';
import { CopyButton } from '../parts/CopyButton';
import { DetailState, LoadFailed } from '../parts/ListControls';
import { contractStatusMap } from './contractLabels';
import { onchainContract } from './onchain/fromDetail';

// The on-chain panel brings ethers: loaded when a deployed contract's detail opens, never before.
const onchainPanel = retryableLazy(() => import('./onchain/OnchainPanel'));

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  & h3 {
    margin: var(--cp-space-md) 0 0;
    font-size: var(--cp-font-md);
    color: var(--cp-text);
  }
  & code {
    word-break: break-all;
  }
`;

/** The contract on its chain, below the record; its failure to load leaves the record readable. */
function OnchainSection({ detail }: { detail: Detail }) {
  const { t } = useTranslation('console');
  const [attempt, setAttempt] = useState(0);
  const contract = onchainContract(detail);
  if (!contract) return null;
  return (
    <LoadBoundary
      fallback={<LoadFailed onRetry={() => setAttempt((n) => n + 1)} />}
      attempt={attempt}
      onError={onchainPanel.retry}
    >
      <Suspense fallback={<Skeleton rows={4} />}>
        <onchainPanel.Component contract={contract} chainName={t(`contract.chains.${detail.chainCode}`)} />
      </Suspense>
    </LoadBoundary>
  );
}

/** One contract in a drawer: where it is, its source or template, and its deployment record. */
export function ContractDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  // 'explorer': the chain browser's links (its namespace comes with My contracts).
  const { t } = useTranslation(['console', 'explorer']);
  const { data, error, isLoading, mutate } = useContractDetail(id === null ? null : { id });
  return (
    <Drawer
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={data?.name ?? t('contract.detailTitle')}
      width={620}
    >
      <DetailState loading={isLoading || !data} error={error} onRetry={() => void mutate()}>
        {data ? (
          <Section>
            <Descriptions
              columns={1}
              bordered
              items={[
                {
                  key: 'status',
                  label: t('contract.statusLabel'),
                  value: <StatusTag status={data.status} statusMap={contractStatusMap(t)} />,
                },
                {
                  key: 'origin',
                  label: t('contract.origin'),
                  value: enumLabel(data.origin, contractOrigins, (v) => t(`contract.origins.${v}`)),
                },
                { key: 'template', label: t('contract.template'), value: data.templateName ?? '' },
                {
                  key: 'chain',
                  label: t('contract.chain'),
                  value: `${t(`contract.chains.${data.chainCode}`)} · ${t(`network.${data.network}`)} · ${data.chainId}`,
                },
                {
                  key: 'address',
                  label: t('contract.address'),
                  value: data.address ? (
                    <>
                      <code>{data.address}</code>{' '}
                      <CopyButton text={data.address} label={t('contract.copyAddress')} />{' '}
                      <Link
                        to={consoleExplorerPath(data.chainCode, 'address', data.address)}
                        aria-label={t('explorer:links.address', { name: data.name ?? data.address })}
                      >
                        {t('explorer:links.open')}
                      </Link>
                    </>
                  ) : (
                    ''
                  ),
                },
                {
                  key: 'source',
                  label: t('contract.source'),
                  value: data.source
                    ? `${data.source.fileName} · ${data.source.language} ${data.source.compilerVersion}`
                    : '',
                },
                { key: 'description', label: t('contract.description'), value: data.description },
                { key: 'abi', label: t('contract.abi'), value: data.abiSummary.join(', ') },
              ]}
            />
            <h3>{t('contract.deployment')}</h3>
            <Timeline
              aria-label={t('contract.deployment')}
              reverse
              items={[
                { key: 'created', content: t('contract.submitted'), time: formatDate(data.createdAt) },
                data.deployedAt
                  ? {
                      key: 'deployed',
                      color: 'success',
                      time: formatDate(data.deployedAt),
                      content: (
                        <>
                          {t('contract.deployedOn', { chainId: data.chainId })}
                          {data.txHash ? (
                            <>
                              <br />
                              {t('contract.txHash')}: <code>{data.txHash}</code>{' '}
                              <Link
                                to={consoleExplorerPath(data.chainCode, 'tx', data.txHash)}
                                aria-label={t('explorer:links.tx')}
                              >
                                {t('explorer:links.open')}
                              </Link>
                            </>
                          ) : null}
                        </>
                      ),
                    }
                  : {
                      key: 'now',
                      color: data.status === 'failed' ? 'danger' : 'primary',
                      content: t(`contract.status.${data.status}`),
                    },
              ]}
            />
            <OnchainSection detail={data} />
          </Section>
        ) : null}
      </DetailState>
    </Drawer>
  );
}
