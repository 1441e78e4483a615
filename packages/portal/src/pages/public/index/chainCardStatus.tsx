// The live status in the landing page's chain cards (issue 29). Its code (with the chains' reads and
// their translations; ethers comes later still, with the first read) is fetched when the cards come
// near the viewport, so none of it is in /index's first load nor in its start-up's main-thread work.
// The pre-render and the hydration keep its place empty.
import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import type { ChainCode } from '@chainportal/api';
import { LoadBoundary, useNearViewport } from '@chainportal/ui';

const LiveChainStatus = lazy(() => import('../../../chains/LiveChainStatus'));

const Slot = styled.div`
  margin-top: var(--cp-space-md);
  padding-top: var(--cp-space-md);
  border-top: 1px solid var(--cp-border-light);
  min-height: 4.75em;
`;

/** A chain card's live status: empty until the card comes near the viewport, then the chain's reading. */
export function ChainCardStatus({ code }: { code: ChainCode }) {
  const ref = useRef<HTMLDivElement>(null);
  // False in the pre-render and in the hydrating render alike.
  const near = useNearViewport(ref);
  return (
    <Slot ref={ref}>
      {near && (
        <LoadBoundary fallback={null} attempt={0}>
          <Suspense fallback={null}>
            <LiveChainStatus code={code} explainNotConfigured={false} />
          </Suspense>
        </LoadBoundary>
      )}
    </Slot>
  );
}
