// "Test connection" beside a service's RPC endpoint (issue 29): eth_chainId and eth_blockNumber on
// the endpoint, the latency, and the chain id checked against the service's chain. Its translations
// (`chains`) load with it; the page renders it inside Suspense.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, formatGrouped } from '@chainportal/ui';
import type { EndpointTestResult } from '../../../chains/testEndpoint';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--cp-space-xs);
  width: 100%;
`;

const Outcome = styled.div`
  word-break: normal;
  overflow-wrap: anywhere;
  & p {
    margin: 0;
  }
  & [data-tone='success'] {
    color: var(--cp-success);
  }
  & [data-tone='danger'] {
    color: var(--cp-danger);
  }
  & [data-tone='warning'] {
    color: var(--cp-warning-text);
  }
`;

export interface TestConnectionProps {
  url: string;
  /** The chain id the service's chain has (hex); without it the answer's id is not judged. */
  expectedChainId?: string | undefined;
}

export default function TestConnection({ url, expectedChainId }: TestConnectionProps) {
  const { t, i18n } = useTranslation('chains');
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<EndpointTestResult>();
  const run = useRef(0);

  const test = async () => {
    const id = ++run.current;
    setTesting(true);
    setResult(undefined);
    const { testEndpoint } = await import('../../../chains/testEndpoint');
    const outcome = await testEndpoint(url, { expectedChainId });
    if (id !== run.current) return;
    setResult(outcome);
    setTesting(false);
  };

  return (
    <Root>
      <Button size="small" loading={testing} onClick={() => void test()}>
        {testing ? t('test.testing') : t('test.button')}
      </Button>
      <Outcome role="status" aria-label={t('test.resultLabel')}>
        {result?.kind === 'connected' && (
          <>
            <p data-tone="success">
              {t('test.ok', {
                block: formatGrouped(result.blockNumber, i18n.language),
                ms: formatGrouped(result.latencyMs, i18n.language),
              })}
            </p>
            {result.wrongChain ? (
              <p data-tone="danger">
                {t('test.wrongChain', { actual: result.chainId, expected: result.expectedChainId })}
              </p>
            ) : result.expectedChainId ? (
              <p>{t('test.rightChain', { chainId: result.chainId })}</p>
            ) : null}
          </>
        )}
        {result && result.kind === 'refused' && (
          <p data-tone="danger">{t('test.refused', { message: result.message })}</p>
        )}
        {result &&
          (result.kind === 'unreachable' || result.kind === 'blocked' || result.kind === 'invalid') && (
            <p data-tone="danger">{t(`test.${result.kind}`)}</p>
          )}
      </Outcome>
    </Root>
  );
}
