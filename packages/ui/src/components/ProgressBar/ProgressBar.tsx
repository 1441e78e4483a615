import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** How often the bar creeps forward while active. */
export const PROGRESS_TRICKLE_MS = 200;
/** How long the full bar stays before it fades, and the fade itself. */
export const PROGRESS_DONE_MS = 250;

const START_PERCENT = 8;
const TRICKLE_CEILING = 92;

export interface ProgressBarProps {
  /** True while something loads: the bar starts, creeps towards the end, and completes when false. */
  active: boolean;
  /** A known progress from 0 to 100 replaces the trickle while active. */
  value?: number;
  /** Accessible name. @default t('ui:progressBar.label') */
  label?: string;
}

type Phase = 'idle' | 'running' | 'done' | 'fading';

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: var(--cp-z-loading);
  height: 3px;
  pointer-events: none;
  opacity: 1;
  transition: opacity ${PROGRESS_DONE_MS}ms linear;

  &[data-state='fading'] {
    opacity: 0;
  }
`;

const Bar = styled.div`
  height: 100%;
  width: 100%;
  transform-origin: left;
  background: var(--cp-primary-solid);
  box-shadow:
    0 0 8px var(--cp-primary),
    0 0 4px var(--cp-primary);
  transition: transform ${PROGRESS_TRICKLE_MS}ms ease-out;
`;

/** The next trickle step: fast at first, slower near the ceiling, never reaching the end alone. */
function trickle(percent: number): number {
  return Math.min(TRICKLE_CEILING, percent + Math.max(0.5, (TRICKLE_CEILING - percent) * 0.1));
}

/**
 * A thin bar at the top of the page for route changes and requests: no spinner (docs/product.md#limits).
 * It starts when `active` turns on, trickles forward, and completes and fades when it turns off.
 */
export function ProgressBar({ active, value, label }: ProgressBarProps) {
  const { t } = useTranslation('ui');
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  const [percent, setPercent] = useState(START_PERCENT);
  const [prevActive, setPrevActive] = useState(active);
  if (active !== prevActive) {
    setPrevActive(active);
    if (active) {
      setPhase('running');
      setPercent(START_PERCENT);
    } else if (phase !== 'idle') {
      setPhase('done');
      setPercent(100);
    }
  }

  useEffect(() => {
    if (phase === 'running') {
      if (value !== undefined) return undefined;
      const timer = setInterval(() => setPercent(trickle), PROGRESS_TRICKLE_MS);
      return () => clearInterval(timer);
    }
    if (phase === 'done') {
      const timer = setTimeout(() => setPhase('fading'), PROGRESS_DONE_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'fading') {
      const timer = setTimeout(() => setPhase('idle'), PROGRESS_DONE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, value]);

  if (phase === 'idle') return null;
  const shown = phase === 'running' && value !== undefined ? Math.min(100, Math.max(0, value)) : percent;
  return (
    <Track data-state={phase} aria-hidden={phase === 'fading' || undefined}>
      <Bar
        role="progressbar"
        aria-label={label ?? t('progressBar.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(shown)}
        style={{ transform: `scaleX(${shown / 100})` }}
      />
    </Track>
  );
}
