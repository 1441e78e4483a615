// The rows of the security settings: what is bound, masked, and the action that changes it.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--cp-space-md);
  padding: var(--cp-space-md) 0;
  border-bottom: 1px solid var(--cp-border-light);
  & h3 {
    margin: 0;
    font-size: var(--cp-font-md);
  }
  & p {
    margin: var(--cp-space-xs) 0 0;
    color: var(--cp-text-secondary);
  }
`;

export function Row({ title, value, action }: { title: ReactNode; value: ReactNode; action?: ReactNode }) {
  return (
    <Item>
      <div>
        <h3>{title}</h3>
        <p>{value}</p>
      </div>
      {action}
    </Item>
  );
}
