import { type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styled from 'styled-components';

export interface TabsItem {
  /** Unique value of the tab. */
  value: string;
  label: ReactNode;
  /** The panel shown when the tab is active. */
  content: ReactNode;
  disabled?: boolean;
}

export type TabsVariant = 'line' | 'card';

export interface TabsProps {
  items: TabsItem[];
  /** Controlled active tab. */
  value?: string;
  /** Initially active tab when uncontrolled. @default items[0].value */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** 'line' underlines the active tab; 'card' draws tabs as joined cards. @default 'line' */
  variant?: TabsVariant;
  /** Content placed at the end of the tab bar (a button, a filter). */
  extra?: ReactNode;
  /** Accessible name of the tab list when no heading names it. */
  'aria-label'?: string;
  /** Id of a heading that names the tab list. */
  'aria-labelledby'?: string;
}

const Root = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  font-size: var(--cp-font-md);
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  border-bottom: 1px solid var(--cp-border-light);

  &[data-variant='card'] {
    border-bottom-color: var(--cp-border);
  }
`;

const List = styled(RadixTabs.List)`
  display: flex;
  flex: 1;
  min-width: 0;
  gap: var(--cp-space-xl);
  overflow-x: auto;

  &[data-variant='card'] {
    gap: 2px;
  }
`;

const Trigger = styled(RadixTabs.Trigger)`
  position: relative;
  flex: none;
  padding: var(--cp-space-md) 0;
  border: 0;
  background: transparent;
  color: var(--cp-text);
  font: inherit;
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    color: var(--cp-primary-text);
  }
  &[data-state='active'] {
    color: var(--cp-primary-text);
    font-weight: 500;
  }
  &[data-state='active']::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: -1px;
    left: 0;
    height: 2px;
    background: var(--cp-primary-solid);
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: -2px;
  }
  &[data-disabled] {
    color: var(--cp-text-disabled);
    cursor: not-allowed;
  }

  &[data-variant='card'] {
    margin-bottom: -1px;
    padding: var(--cp-space-sm) var(--cp-space-lg);
    border: 1px solid var(--cp-border);
    border-radius: var(--cp-radius-lg) var(--cp-radius-lg) 0 0;
    background: var(--cp-bg-subtle);
  }
  &[data-variant='card'][data-state='active'] {
    border-bottom-color: var(--cp-bg);
    background: var(--cp-bg);
  }
  &[data-variant='card'][data-state='active']::after {
    content: none;
  }
`;

const Panel = styled(RadixTabs.Content)`
  padding-top: var(--cp-space-lg);
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 2px;
  }
`;

/** Tabs (Radix Tabs): arrow keys move between tabs, Home/End jump, Tab enters the panel. */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  variant = 'line',
  extra,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: TabsProps) {
  if (import.meta.env.DEV && new Set(items.map((item) => item.value)).size !== items.length) {
    console.error('[ui: Tabs] every item needs a unique `value`.');
  }
  return (
    <Root value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={onValueChange}>
      <Bar data-variant={variant}>
        <List data-variant={variant} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
          {items.map((item) => (
            <Trigger key={item.value} value={item.value} disabled={item.disabled} data-variant={variant}>
              {item.label}
            </Trigger>
          ))}
        </List>
        {extra}
      </Bar>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
