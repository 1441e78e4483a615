import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '../../internal/Spinner';

/** A close waits this long, so a quick off/on does not flicker (docs/product.md#limits). */
export const LOADING_CLOSE_DEBOUNCE_MS = 300;
/** Length of the fade-out once the close is final. */
export const LOADING_FADE_MS = 300;

export interface LoadingOverlayProps {
  /** Whether loading is in progress. Turning it off fades the overlay out after a short debounce. */
  open: boolean;
  /** The text under the spinner. @default t('ui:loadingOverlay.text') ('Loading...') */
  text?: string;
  /** Covers the whole viewport; `false` covers the nearest positioned ancestor. @default true */
  fullscreen?: boolean;
}

type Phase = 'open' | 'closing' | 'fading' | 'hidden';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--cp-z-loading);
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--cp-space-md);
  background: var(--cp-bg-mask-strong);
  color: var(--cp-text);
  font-size: var(--cp-font-md);
  opacity: 1;
  transition: opacity ${LOADING_FADE_MS}ms ease-out;

  &[data-contained] {
    position: absolute;
    z-index: 1;
  }
  &[data-state='closed'] {
    opacity: 0;
    pointer-events: none;
  }
`;

/**
 * A loading overlay with a spinner and 'Loading...'. It appears at once; when `open` turns off it
 * waits 300 ms (a new `open` in that time cancels the close) and then fades out.
 */
export function LoadingOverlay({ open, text, fullscreen = true }: LoadingOverlayProps) {
  const { t } = useTranslation('ui');
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'hidden');
  const [prevOpen, setPrevOpen] = useState(open);
  if (open !== prevOpen) {
    setPrevOpen(open);
    setPhase(open ? 'open' : phase === 'hidden' ? 'hidden' : 'closing');
  }

  useEffect(() => {
    if (phase === 'closing') {
      const timer = setTimeout(() => setPhase('fading'), LOADING_CLOSE_DEBOUNCE_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'fading') {
      const timer = setTimeout(() => setPhase('hidden'), LOADING_FADE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  if (phase === 'hidden') return null;
  const fading = phase === 'fading';
  const overlay = (
    <Backdrop
      role="status"
      aria-live="polite"
      aria-busy={!fading}
      aria-hidden={fading || undefined}
      data-state={fading ? 'closed' : 'open'}
      data-contained={fullscreen ? undefined : ''}
    >
      <Spinner size="large" />
      <span>{text ?? t('loadingOverlay.text')}</span>
    </Backdrop>
  );
  if (!fullscreen || typeof document === 'undefined') return overlay;
  return createPortal(overlay, document.body);
}
