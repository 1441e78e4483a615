import { type ReactNode } from 'react';
import styled from 'styled-components';

export type TimelineColor = 'primary' | 'success' | 'warning' | 'danger' | 'default';

export interface TimelineItem {
  key: string;
  /** The main text of the entry. */
  content: ReactNode;
  /** When it happened (already formatted by the caller). */
  time?: ReactNode;
  /** Colour of the dot. Say what it means in `content` too: colour alone is not enough. @default 'primary' */
  color?: TimelineColor;
  /** A custom dot (an icon, decorative). */
  dot?: ReactNode;
}

export interface TimelineProps {
  items: TimelineItem[];
  /** Shows the newest entry last instead of first. @default false */
  reverse?: boolean;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--cp-text);
  font-size: var(--cp-font-md);
`;

const Entry = styled.li`
  position: relative;
  padding: 0 0 var(--cp-space-xl) 26px;

  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 14px;
    bottom: -2px;
    left: 5px;
    width: 2px;
    background: var(--cp-border-light);
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 5px;
  left: 0;
  box-sizing: border-box;
  width: 12px;
  height: 12px;
  border: 2px solid var(--cp-primary-solid);
  border-radius: 50%;
  background: var(--cp-bg);

  &[data-color='success'] {
    border-color: var(--cp-success);
  }
  &[data-color='warning'] {
    border-color: var(--cp-warning);
  }
  &[data-color='danger'] {
    border-color: var(--cp-danger);
  }
  &[data-color='default'] {
    border-color: var(--cp-text-disabled);
  }
  &[data-custom] {
    top: 1px;
    left: -4px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 20px;
    height: 20px;
    border: 0;
    color: var(--cp-primary-text);
  }
  &[data-custom][data-color='success'] {
    color: var(--cp-success);
  }
  &[data-custom][data-color='warning'] {
    color: var(--cp-warning);
  }
  &[data-custom][data-color='danger'] {
    color: var(--cp-danger);
  }
  &[data-custom][data-color='default'] {
    color: var(--cp-text-secondary);
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

const Time = styled.div`
  margin-bottom: 2px;
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
`;

/** A vertical list of events, each with a coloured dot, an optional time and content. */
export function Timeline({ items, reverse = false, 'aria-label': ariaLabel }: TimelineProps) {
  const ordered = reverse ? [...items].reverse() : items;
  return (
    <List aria-label={ariaLabel}>
      {ordered.map((item) => (
        <Entry key={item.key}>
          <Dot
            aria-hidden="true"
            data-color={item.color ?? 'primary'}
            data-custom={item.dot ? '' : undefined}
          >
            {item.dot}
          </Dot>
          {item.time !== undefined && <Time>{item.time}</Time>}
          <div>{item.content}</div>
        </Entry>
      ))}
    </List>
  );
}
