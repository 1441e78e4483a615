// The request builder's card (issue 41, decision 0104), loaded on demand by RequestBuilderCard. It
// sends only to a metered gateway URL: the service's key call says whether the platform has a gateway
// (its 404 where there is none, decision 0102), and without one the card says so in a sentence.
import { useTranslation } from 'react-i18next';
import { isApiError, isUnavailable, useServiceKey } from '@chainportal/api';
import styled from 'styled-components';
import { Button, Card, Skeleton } from '@chainportal/ui';
import { BuilderForm, type BuilderFormProps } from './BuilderForm';
import { familyOf } from './methods';

// A sentence in place of the form, and its Try again when there is one.
const Note = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--cp-space-sm);
  & > p {
    margin: 0;
  }
`;

export interface RequestBuilderProps {
  serviceId: number;
  /** The service's RPC endpoint (its gateway URL with the key, when the platform has a gateway). */
  endpoint: string | undefined;
  chainType: string | undefined;
  /** Sends the request (stories give one with a fixed clock). @default sendRpc */
  send?: BuilderFormProps['send'];
}

export default function RequestBuilder({ serviceId, endpoint, chainType, send }: RequestBuilderProps) {
  const { t } = useTranslation('builder');
  const { data, error, isLoading, mutate } = useServiceKey({ id: serviceId });
  const family = familyOf(chainType);

  const sentence = (key: 'noGateway' | 'noEndpoint' | 'otherFamily' | 'noKey') => (
    <Note>
      <p>{t(key)}</p>
    </Note>
  );
  let body;
  if (isLoading) body = <Skeleton rows={4} title={false} />;
  else if (isUnavailable(error)) body = sentence('noGateway');
  // The server said why (its message is shown already): a chain the gateway does not serve, say.
  else if (isApiError(error) && error.kind === 'server') body = sentence('noEndpoint');
  else if (error)
    body = (
      <Note>
        <p>{t('keyFailed')}</p>
        <Button size="small" onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </Note>
    );
  else if (!family) body = sentence('otherFamily');
  else if (!endpoint || data?.state === 'revoked') body = sentence('noKey');
  else body = <BuilderForm endpoint={endpoint} family={family} {...(send ? { send } : {})} />;

  return (
    <Card title={t('title')} titleLevel={2}>
      {body}
    </Card>
  );
}
