// The request builder's card (issue 41, decision 0104), loaded on demand by RequestBuilderCard. It
// sends only to a metered gateway URL: the service's key call says whether the platform has a gateway
// (its 404 where there is none, decision 0102), and without one the card says so in a sentence.
import { useTranslation } from 'react-i18next';
import { isApiError, isUnavailable, useServiceKey } from '@chainportal/api';
import { Button, Card, Skeleton } from '@chainportal/ui';
import { BuilderForm } from './BuilderForm';
import { familyOf } from './methods';

export interface RequestBuilderProps {
  serviceId: number;
  /** The service's RPC endpoint (its gateway URL with the key, when the platform has a gateway). */
  endpoint: string | undefined;
  chainType: string | undefined;
}

export default function RequestBuilder({ serviceId, endpoint, chainType }: RequestBuilderProps) {
  const { t } = useTranslation('builder');
  const { data, error, isLoading, mutate } = useServiceKey({ id: serviceId });
  const family = familyOf(chainType);

  let body;
  if (isLoading) body = <Skeleton rows={4} title={false} />;
  else if (isUnavailable(error)) body = <p>{t('noGateway')}</p>;
  // The server said why (its message is shown already): a chain the gateway does not serve, say.
  else if (isApiError(error) && error.kind === 'server') body = <p>{t('noEndpoint')}</p>;
  else if (error)
    body = (
      <>
        <p>{t('keyFailed')}</p>
        <Button size="small" onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </>
    );
  else if (!family) body = <p>{t('otherFamily')}</p>;
  else if (!endpoint || data?.state === 'revoked') body = <p>{t('noKey')}</p>;
  else body = <BuilderForm endpoint={endpoint} family={family} />;

  return (
    <Card title={t('title')} titleLevel={2}>
      {body}
    </Card>
  );
}
