// The request builder's place on a service's page (issue 41, decision 0104): the last card. Its code
// and its translations (`builder`) load when the card comes near the viewport, after the page's own.
import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { LoadBoundary, useNearViewport } from '@chainportal/ui';
import type { RequestBuilderProps } from './RequestBuilder';

const RequestBuilder = lazy(() => import('./RequestBuilder'));

// Holds the card's place while its code loads, so the page does not jump when it comes.
const Place = styled.div`
  min-height: 12rem;
`;

export function RequestBuilderCard(props: RequestBuilderProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref}>
      {near ? (
        <LoadBoundary fallback={null} attempt={0}>
          <Suspense fallback={<Place aria-busy="true" />}>
            <RequestBuilder {...props} />
          </Suspense>
        </LoadBoundary>
      ) : (
        <Place />
      )}
    </div>
  );
}
