// The API key panel of a service's page (issue 41, decision 0103): the key in the service's gateway
// endpoint, masked with reveal and copy, its state, and for the owner Rotate (the old key keeps
// working for its grace period: shown with a live countdown) and Revoke. Loaded lazily with its
// `gateway` text. A rotation or a revocation revalidates the key and the service (its endpoint).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  isUnavailable,
  useRevokeServiceKey,
  useRotateServiceKey,
  useServiceKey,
  type ServiceKey,
} from '@chainportal/api';
import {
  Button,
  Card,
  Descriptions,
  Dialog,
  StatusTag,
  formatDate,
  message,
  useDurationLabel,
} from '@chainportal/ui';
import { CopyButton } from '../../parts/CopyButton';
import { LoadFailed } from '../../parts/ListControls';
import { formatCountdown } from './countdown';
import { maskKey } from './maskKey';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm);
  word-break: break-all;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-sm);
  margin-top: var(--cp-space-md);
`;

const Note = styled.p`
  margin: var(--cp-space-sm) 0 0;
  color: var(--cp-text-secondary);
`;

/** The Key card; without a gateway (HTTP 404) one sentence says keys need the HTTP API. */
export default function KeyPanel({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('gateway');
  const { data, error, isLoading, mutate } = useServiceKey({ id: serviceId });
  const refresh = useCallback(() => void mutate(), [mutate]);
  const title = t('key.title');
  if (isUnavailable(error)) {
    return (
      <Card title={title} titleLevel={2}>
        <p>{t('key.unavailable')}</p>
      </Card>
    );
  }
  return (
    <Card title={title} titleLevel={2} loading={isLoading && !error}>
      {error ? (
        <LoadFailed onRetry={refresh} />
      ) : data ? (
        <KeyBody serviceId={serviceId} data={data} onExpired={refresh} />
      ) : null}
    </Card>
  );
}

function KeyBody({
  serviceId,
  data,
  onExpired,
}: {
  serviceId: number;
  data: ServiceKey;
  onExpired: () => void;
}) {
  const { t } = useTranslation('gateway');
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const rotate = useRotateServiceKey();
  const revoke = useRevokeServiceKey();
  const active = data.state === 'active' && !!data.key;
  const grace = useDurationLabel(data.graceSeconds);

  const confirm = async () => {
    const which = asking;
    try {
      if (which === 'rotate') await rotate.trigger({ serviceId });
      else if (which === 'revoke') await revoke.trigger({ serviceId });
      else return;
    } catch {
      // The client has said what went wrong (error policy); the dialog stays for another try.
      return;
    }
    setAsking(null);
    setShown(false);
    message.success(which === 'rotate' ? t('key.rotated') : t('key.revoked'));
  };

  return (
    <>
      <Descriptions
        columns={2}
        items={[
          {
            key: 'key',
            label: t('key.key'),
            span: 2,
            value: active ? (
              <Row>
                <code>{shown ? data.key : maskKey(data.key!)}</code>
                <Button size="small" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
                  {shown ? t('key.hide') : t('key.reveal')}
                </Button>
                <CopyButton text={data.key!} label={t('key.copy')} />
              </Row>
            ) : (
              t('key.none')
            ),
          },
          {
            key: 'state',
            label: t('key.state'),
            value: (
              <StatusTag
                status={data.state ?? ''}
                statusMap={{
                  active: { color: 'success', label: t('key.states.active') },
                  revoked: { color: 'danger', label: t('key.states.revoked') },
                }}
              />
            ),
          },
          active
            ? { key: 'created', label: t('key.created'), value: formatDate(data.createdAt) }
            : { key: 'revokedAt', label: t('key.revokedAt'), value: formatDate(data.revokedAt) },
          ...(data.previous?.expiresAt
            ? [
                {
                  key: 'previous',
                  label: t('key.previous'),
                  span: 2 as const,
                  value: (
                    <PreviousKey
                      masked={data.previous.key ?? ''}
                      expiresAt={data.previous.expiresAt}
                      onExpired={onExpired}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {data.canManage ? (
        <Actions>
          <Button onClick={() => setAsking('rotate')}>{active ? t('key.rotate') : t('key.issue')}</Button>
          {active ? (
            <Button variant="danger" onClick={() => setAsking('revoke')}>
              {t('key.revoke')}
            </Button>
          ) : null}
        </Actions>
      ) : (
        <Note>{t('key.ownerOnly')}</Note>
      )}
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={
          asking === 'revoke' ? t('key.revokeTitle') : active ? t('key.rotateTitle') : t('key.issueTitle')
        }
        okText={asking === 'revoke' ? t('key.revoke') : active ? t('key.rotate') : t('key.issue')}
        okVariant={asking === 'revoke' ? 'danger' : 'primary'}
        confirmLoading={rotate.isMutating || revoke.isMutating}
        onOk={() => void confirm()}
      >
        <p>
          {asking === 'revoke'
            ? t('key.revokeBody')
            : !active
              ? t('key.issueBody')
              : data.graceSeconds === undefined
                ? t('key.rotateBodyNoPeriod')
                : t('key.rotateBody', { period: grace })}
        </p>
      </Dialog>
    </>
  );
}

/** The rotated-out key and the time it has left, counted down each second; asks again at zero. */
function PreviousKey({
  masked,
  expiresAt,
  onExpired,
}: {
  masked: string;
  expiresAt: string;
  onExpired: () => void;
}) {
  const { t } = useTranslation('gateway');
  const until = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const over = now >= until;
  useEffect(() => {
    if (over) {
      onExpired();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over, onExpired]);
  return (
    <span>
      {over
        ? t('key.previousEnded', { key: masked })
        : t('key.previousWorks', {
            key: masked,
            left: formatCountdown(until, now),
            until: formatDate(expiresAt),
          })}
    </span>
  );
}
