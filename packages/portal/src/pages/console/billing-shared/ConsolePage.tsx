// The frame of a cost-center or account-center page: one h1, the page's actions, then its content.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
  padding: var(--cp-space-xl);
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
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-sm);
`;

/** A filter row above a list: labelled controls that wrap on small screens. */
export const FilterBar = styled.form`
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

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-sm);
`;

/** Quiet explanatory text. */
export const Hint = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
`;

export function ConsolePage({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page>
      <Header>
        <h1>{title}</h1>
        {actions ? <Actions>{actions}</Actions> : null}
      </Header>
      {children}
    </Page>
  );
}
