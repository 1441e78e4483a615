import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  chainIdOf,
  useServiceDetail,
  type ServiceMember,
  chainTypes,
  editionKeys,
  networks,
  serviceMemberRoles,
  chainCodes,
} from '@chainportal/api';
import {
  Card,
  Descriptions,
  formatDate,
  LoadBoundary,
  Result,
  StatusTag,
  Table,
  Tag,
  type TableColumn,
  enumLabel,
  isKnown,
} from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';
import { CopyButton } from '../parts/CopyButton';
import { DetailState } from '../parts/ListControls';
import { RequestBuilderCard } from './builder/RequestBuilderCard';
import { InviteMemberForm } from './InviteMemberForm';
import { serviceStatusMap } from './serviceLabels';

const Endpoint = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm);
  word-break: break-all;
`;

// Test connection loads ethers when it is pressed; its code and translations come after the page's.
const TestConnection = lazy(() => import('./TestConnection'));
// The gateway's panels (decision 0103): their code, the chart's and their `gateway` translations come
// after the page's; each suspends in its own boundary until its text is there.
const UsagePanel = lazy(() => import('./gateway/UsagePanel'));
const KeyPanel = lazy(() => import('./gateway/KeyPanel'));

/** /appservers/myserversdetail?id=…: one service, its RPC endpoint, its members and invitations. */
export default function MyServersDetailPage() {
  const { t } = useTranslation('console');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, mutate } = useServiceDetail(valid ? { id } : null);

  if (!valid) {
    return (
      <ConsolePage title={t('service.detailHeading')}>
        <Result status="404" title={t('service.notFound')} headingLevel="h2" />
      </ConsolePage>
    );
  }

  const members: TableColumn<ServiceMember>[] = [
    { key: 'name', title: t('service.memberName') },
    { key: 'contact', kind: 'text', title: t('service.contact') },
    {
      key: 'role',
      title: t('service.role'),
      render: (_, row) => (
        <Tag color={row.role === 'owner' ? 'primary' : 'default'}>
          {enumLabel(row.role, serviceMemberRoles, (v) => t(`service.roles.${v}`))}
        </Tag>
      ),
    },
    {
      key: 'status',
      kind: 'status',
      title: t('service.memberStatus'),
      render: (_, row) => (
        <StatusTag
          status={row.status}
          statusMap={{
            joined: { color: 'success', label: t('service.memberStatuses.joined') },
            invited: { color: 'warning', label: t('service.memberStatuses.invited') },
          }}
        />
      ),
    },
    {
      key: 'joinedAt',
      kind: 'date',
      title: t('service.joinedAt'),
      render: (_, row) => (row.joinedAt ? formatDate(row.joinedAt) : ''),
    },
  ];

  return (
    <ConsolePage title={data ? data.name : t('service.detailHeading')}>
      <DetailState loading={isLoading || !data} error={error} onRetry={() => void mutate()}>
        {data ? (
          <>
            <Card title={t('service.overview')} titleLevel={2}>
              <Descriptions
                columns={3}
                items={[
                  { key: 'no', label: t('service.serviceNo'), value: data.serviceNo },
                  {
                    key: 'status',
                    label: t('service.statusLabel'),
                    value: <StatusTag status={data.status} statusMap={serviceStatusMap(t)} />,
                  },
                  {
                    key: 'edition',
                    label: t('service.edition'),
                    value: enumLabel(data.edition, editionKeys, (v) => t(`edition.${v}`)),
                  },
                  {
                    key: 'chain',
                    label: t('service.chain'),
                    value: enumLabel(data.chainType, chainTypes, (v) => t(`chain.${v}`)),
                  },
                  {
                    key: 'network',
                    label: t('service.network'),
                    value: enumLabel(data.network, networks, (v) => t(`network.${v}`)),
                  },
                  { key: 'code', label: t('service.chainCode'), value: data.chainCode ?? '' },
                  { key: 'nodes', label: t('service.nodes'), value: data.nodeCount },
                  { key: 'apps', label: t('service.apps'), value: data.appCount },
                  { key: 'created', label: t('common.createdAt'), value: formatDate(data.createdAt) },
                  { key: 'expires', label: t('service.expiresAt'), value: formatDate(data.expiresAt) },
                  {
                    key: 'rpc',
                    label: t('service.rpcEndpoint'),
                    span: 2,
                    value: (
                      <Endpoint>
                        <code>{data.rpcEndpoint}</code>
                        {data.rpcEndpoint ? (
                          <CopyButton text={data.rpcEndpoint} label={t('service.copyRpc')} />
                        ) : null}
                        <LoadBoundary fallback={null} attempt={0}>
                          <Suspense fallback={null}>
                            <TestConnection
                              url={data.rpcEndpoint ?? ''}
                              expectedChainId={
                                isKnown(data.chainCode, chainCodes) && isKnown(data.network, networks)
                                  ? chainIdOf(data.chainCode, data.network)
                                  : undefined
                              }
                            />
                          </Suspense>
                        </LoadBoundary>
                      </Endpoint>
                    ),
                  },
                  { key: 'description', label: t('service.description'), span: 3, value: data.description },
                ]}
              />
            </Card>
            <LoadBoundary fallback={null} attempt={0}>
              <Suspense fallback={null}>
                <UsagePanel serviceId={data.id} />
                <KeyPanel serviceId={data.id} />
              </Suspense>
            </LoadBoundary>
            <Card title={t('service.membersTitle')} titleLevel={2}>
              <Table
                aria-label={t('service.membersTitle')}
                columns={members}
                data={data.members}
                rowKey="id"
                empty={t('service.noMembers')}
              />
            </Card>
            <Card title={t('service.inviteTitle')} titleLevel={2}>
              <InviteMemberForm serviceId={data.id} />
            </Card>
            <RequestBuilderCard serviceId={data.id} endpoint={data.rpcEndpoint} chainType={data.chainType} />
          </>
        ) : null}
      </DetailState>
    </ConsolePage>
  );
}
