import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * What is known of a chain right now:
 * - `loading`: the first read is under way (the figures hold their place with dashes);
 * - `live`: the figures were read on the last refresh;
 * - `stale`: the figures are from an earlier read; the last one failed;
 * - `unreachable`: the chain did not answer and nothing was read;
 * - `notConfigured`: the deployment gives no way to reach the chain.
 */
export type ChainStatusState = 'loading' | 'live' | 'stale' | 'unreachable' | 'notConfigured';

export interface ChainStatusFigure {
  id: string;
  label: string;
  /** The formatted figure ("#1,024", "12 s ago", "1.5 Gwei"). */
  value: ReactNode;
}

export interface ChainStatusProps {
  state: ChainStatusState;
  /** The chain's name, shown before the state ("ScOcc02001"). */
  name?: ReactNode;
  /** What the state is called ("Live", "Not answering"), shown beside its dot. */
  stateLabel: string;
  /** The figures read from the chain; shown while loading (as dashes), live and stale. */
  figures?: ChainStatusFigure[];
  /** A line that says more of the state (stale: when last read; unreachable: what it means). */
  note?: ReactNode;
  /** Accessible name of the group, e.g. "ScOcc02001 live status". */
  'aria-label': string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-xs);
  min-width: 0;
  font-size: var(--cp-font-sm);
  color: var(--cp-text-secondary);
`;

const Header = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-xxs) var(--cp-space-sm);
  margin: 0;
`;

const Name = styled.span`
  font-weight: 600;
  color: var(--cp-text);
`;

const State = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--cp-space-xs);
  font-weight: 500;
  color: var(--cp-text);
`;

const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: var(--cp-radius-round);
  background: var(--cp-text-disabled);
  &[data-state='live'] {
    background: var(--cp-success);
  }
  &[data-state='stale'] {
    background: var(--cp-warning);
  }
  &[data-state='unreachable'] {
    background: var(--cp-danger);
  }
  &[data-state='loading'] {
    background: var(--cp-border);
  }
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-xxs) var(--cp-space-lg);
  margin: 0;
  & > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  & dt {
    font-size: var(--cp-font-xs);
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    color: var(--cp-text);
    white-space: nowrap;
  }
  &[data-state='stale'] dd {
    color: var(--cp-text-secondary);
  }
`;

const Note = styled.p`
  margin: 0;
`;

/**
 * A chain's live status: a dot and the state's name, the figures last read (latest block, its age,
 * gas price) and a note. It renders what it is given; reading the chain and refreshing is the
 * caller's.
 */
export function ChainStatus({ state, name, stateLabel, figures = [], note, ...rest }: ChainStatusProps) {
  const showFigures = state === 'loading' || state === 'live' || state === 'stale';
  return (
    <Root role="group" aria-label={rest['aria-label']} aria-busy={state === 'loading' || undefined}>
      <Header>
        {name && <Name>{name}</Name>}
        <State>
          <Dot data-state={state} aria-hidden="true" />
          {stateLabel}
        </State>
      </Header>
      {showFigures && figures.length > 0 && (
        <Figures data-state={state}>
          {figures.map((figure) => (
            <div key={figure.id}>
              <dt>{figure.label}</dt>
              <dd>{state === 'loading' ? '—' : figure.value}</dd>
            </div>
          ))}
        </Figures>
      )}
      {note && <Note>{note}</Note>}
    </Root>
  );
}
