import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
  padding: var(--cp-space-lg);
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--cp-space-md);

  & h1 {
    margin: 0;
    font-size: var(--cp-font-xl);
    color: var(--cp-text);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-sm);
`;

/** A row of list filters that wraps on narrow screens. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--cp-space-md);

  & > * {
    min-width: 180px;
  }
`;

export interface ConsolePageProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The body of a console screen: its h1, its actions and its content. */
export function ConsolePage({ title, actions, children }: ConsolePageProps) {
  return (
    <Section>
      <Header>
        <h1>{title}</h1>
        {actions ? <Actions>{actions}</Actions> : null}
      </Header>
      {children}
    </Section>
  );
}
