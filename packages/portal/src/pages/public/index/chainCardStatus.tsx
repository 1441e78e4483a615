// The live status in the landing page's chain cards (issue 29). Its code (with the chains' reads and
// their translations; ethers comes later still, with the first read) is fetched after the page's
// first render, so none of it is in /index's first load. The pre-render and the hydration keep its
// place empty.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { ChainCode } from '@chainportal/api';
import { LoadBoundary } from '@chainportal/ui';

const LiveChainStatus = lazy(() => import('../../../chains/LiveChainStatus'));

const Slot = styled.div`
  margin-top: var(--cp-space-md);
  padding-top: var(--cp-space-md);
  border-top: 1px solid var(--cp-border-light);
  min-height: 4.75em;
`;

const noSubscription = () => () => {};

/** A chain card's live status: empty until the page has hydrated, then the chain's reading. */
export function ChainCardStatus({ code }: { code: ChainCode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <Slot>
      {hydrated && (
        <LoadBoundary fallback={null} attempt={0}>
          <Suspense fallback={null}>
            <LiveChainStatus code={code} explainNotConfigured={false} />
          </Suspense>
        </LoadBoundary>
      )}
    </Slot>
  );
}
