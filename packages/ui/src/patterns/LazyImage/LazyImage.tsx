import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useNearViewport } from './useNearViewport';

export interface LazyImageProps {
  src: string;
  /** Alternative text; '' for a decorative picture. */
  alt: string;
  width: number;
  height: number;
  className?: string;
}

const Img = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  opacity: 0;
  transition: opacity var(--cp-motion-base);
  &[data-state='loaded'] {
    opacity: 1;
  }
  &[data-state='error'] {
    opacity: 1;
    background: var(--cp-bg-subtle);
  }
`;

/**
 * A picture below the fold: its source is set when it comes within 30% of a screen of the viewport
 * (IntersectionObserver), and it is tried once (a failed load is not retried; the space and the alt
 * text stay). Without IntersectionObserver it loads at once.
 */
export function LazyImage({ src, alt, width, height, className }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref);
  const [state, setState] = useState<'waiting' | 'loaded' | 'error'>('waiting');

  return (
    <Img
      ref={ref}
      className={className}
      src={near ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      data-state={state}
      decoding="async"
      onLoad={() => setState('loaded')}
      // One attempt: the error state keeps the space and the alt text; nothing retries.
      onError={() => setState('error')}
    />
  );
}
