import styled from 'styled-components';

/** The header's square icon buttons (menu, close). */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  color: var(--cp-text);
  cursor: pointer;
  &:hover {
    color: var(--cp-primary-text);
    border-color: var(--cp-primary-text);
  }
  & svg {
    width: 20px;
    height: 20px;
  }
`;
