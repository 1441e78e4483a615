import styled from 'styled-components';
import { buttonColors } from '../../components/Button/buttonColors';

/** An anchor that looks like a Button: for navigation, where a `<button>` would be the wrong element. */
export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--cp-space-sm);
  height: var(--cp-height-medium);
  padding: 0 15px;
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  color: var(--cp-text);
  font-size: var(--cp-font-md);
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  transition:
    color var(--cp-motion-base),
    background-color var(--cp-motion-base),
    border-color var(--cp-motion-base);
  ${buttonColors}
  &[data-size='large'] {
    height: var(--cp-height-large);
    padding: 0 23px;
    font-size: var(--cp-font-lg);
  }
  &[data-block] {
    display: flex;
    width: 100%;
  }
`;
