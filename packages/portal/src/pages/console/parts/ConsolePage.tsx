// The frame of every console screen (one h1, the page's actions, then its content) and the few layout
// pieces the console pages share.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
  padding: var(--cp-space-xl);
  min-width: 0;
  color: var(--cp-text);
  @media (max-width: 991px) {
    padding: var(--cp-space-md);
  }
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

/** A row of buttons that wraps. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-sm);
`;

/**
 * A row of list filters (labelled controls) that wraps on narrow screens. A div by default; a list
 * whose filters are applied with one search button renders it `as="form"`.
 */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--cp-space-md);

  & > * {
    min-width: 180px;
  }
`;

/** Cards side by side that wrap. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: var(--cp-space-lg);
`;

/** A vertical form with a fixed comfortable width. */
export const FormColumn = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  max-width: 560px;
`;

/** Quiet explanatory text. */
export const Hint = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
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
        {actions ? <ButtonRow>{actions}</ButtonRow> : null}
      </Header>
      {children}
    </Section>
  );
}
