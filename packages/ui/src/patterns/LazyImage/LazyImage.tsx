import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/**
 * How far ahead of the viewport a picture starts loading: 30% of a screen (the spec's image lazy-load
 * preload ratio 1.3, section 9).
 */
export const LAZY_ROOT_MARGIN = '30%';

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
  // Without IntersectionObserver (old browsers, tests) there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [state, setState] = useState<'waiting' | 'loaded' | 'error'>('waiting');

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

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
