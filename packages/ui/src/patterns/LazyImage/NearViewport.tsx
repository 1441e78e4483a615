import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useNearViewport } from './useNearViewport';

export interface NearViewportProps {
  /** Rendered once the place comes within 30% of a screen of the viewport, and kept. */
  children: ReactNode;
  /** The height the place keeps until then, so the page does not jump (any CSS length). */
  minHeight?: string;
  className?: string;
}

const Place = styled.div<{ $minHeight?: string | undefined }>`
  min-height: ${({ $minHeight }) => $minHeight ?? 'auto'};
`;

/**
 * Below-the-fold content whose code or data is not needed for the first screen (a live chart, a
 * chain's status): it is rendered, and so loaded, only when the reader scrolls near it.
 */
export function NearViewport({ children, minHeight, className }: NearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <Place ref={ref} className={className} $minHeight={near ? undefined : minHeight}>
      {near ? children : null}
    </Place>
  );
}
