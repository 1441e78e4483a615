import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  isInviteInvalid,
  useAcceptServiceInvitation,
  useServiceInvitation,
  chainTypes,
  editionKeys,
} from '@chainportal/api';
import {
  Button,
  Card,
  Descriptions,
  FORMAT_PLACEHOLDER,
  formatDate,
  message,
  Result,
  enumLabel,
} from '@chainportal/ui';
import { ConsolePage } from '../parts/ConsolePage';
import { DetailState } from '../parts/ListControls';

/**
 * /service/inviteservicedetail?code=…: an invitation to join a service. Opened signed out, the
 * guard sends the user to sign in and back here (KEEP_REDIRECT_PATHS in routes/consoleRoutes.ts).
 */
export default function InviteServiceDetailPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const { data, error, isLoading, mutate } = useServiceInvitation(code ? { code } : null);
  const { trigger: accept, isMutating } = useAcceptServiceInvitation();

  const join = async () => {
    try {
      const service = await accept({ code });
      message.success(t('invite.joined', { name: service.name }));
      void navigate(`/appservers/myserversdetail?id=${service.id}`);
    } catch {
      // The client showed why; the invitation stays on screen.
    }
  };

  const back = (
    <Button onClick={() => void navigate('/service/inviteservice')}>{t('invite.enterAnother')}</Button>
  );

  if (!code || isInviteInvalid(error)) {
    return (
      <ConsolePage title={t('invite.heading')}>
        <Result status="error" title={t('invite.unknown')} subtitle={t('invite.unknownHint')} extra={back} />
      </ConsolePage>
    );
  }

  return (
    <ConsolePage title={t('invite.heading')}>
      <DetailState loading={isLoading || !data} error={error} onRetry={() => void mutate()}>
        {data ? (
          <>
            {data.status === 'expired' ? (
              <Result
                status="info"
                title={t('invite.expired')}
                subtitle={t('invite.expiredHint', {
                  date: formatDate(data.expiresAt),
                  inviter: data.inviterName,
                })}
                extra={back}
              />
            ) : null}
            {data.status === 'accepted' ? (
              <Result
                status="info"
                title={t('invite.used')}
                subtitle={t('invite.usedHint')}
                extra={
                  <Button variant="primary" onClick={() => void navigate('/appservers/myservers')}>
                    {t('invite.toServices')}
                  </Button>
                }
              />
            ) : null}
            <Card
              title={t('invite.cardTitle', {
                inviter: data.inviterName ?? FORMAT_PLACEHOLDER,
                name: data.service?.name ?? data.serviceName ?? FORMAT_PLACEHOLDER,
              })}
              titleLevel={2}
              actions={
                data.status === 'pending'
                  ? [
                      <Button
                        key="accept"
                        variant="primary"
                        preventReClick
                        loading={isMutating}
                        onClick={() => void join()}
                      >
                        {t('invite.accept')}
                      </Button>,
                    ]
                  : undefined
              }
            >
              <Descriptions
                columns={2}
                items={[
                  { key: 'service', label: t('service.name'), value: data.service?.name },
                  { key: 'inviter', label: t('invite.inviter'), value: data.inviterName },
                  {
                    key: 'chain',
                    label: t('service.chain'),
                    value: enumLabel(data.service?.chainType, chainTypes, (v) => t(`chain.${v}`)),
                  },
                  {
                    key: 'edition',
                    label: t('service.edition'),
                    value: enumLabel(data.service?.edition, editionKeys, (v) => t(`edition.${v}`)),
                  },
                  { key: 'invitee', label: t('invite.invitee'), value: data.invitee },
                  { key: 'expires', label: t('invite.expiresAt'), value: formatDate(data.expiresAt) },
                  {
                    key: 'description',
                    label: t('service.description'),
                    span: 2,
                    value: data.service?.description,
                  },
                ]}
              />
            </Card>
          </>
        ) : null}
      </DetailState>
    </ConsolePage>
  );
}
