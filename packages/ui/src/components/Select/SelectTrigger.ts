import styled from 'styled-components';
import { controlBox, nativeControlStates } from '../FormField/controlStyles';

/** The Select's button, shared by the Radix Select (./Select.tsx) and the light one of ./LazySelect.tsx. */
export const Trigger = styled.button`
  ${controlBox}
  justify-content: space-between;
  text-align: start;
  cursor: pointer;
  ${nativeControlStates}

  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-placeholder] > span:first-child {
    color: var(--cp-text-secondary);
  }
  &:disabled[data-placeholder] > span:first-child {
    color: var(--cp-text-disabled);
  }
  & > [data-part='icon'] {
    display: inline-flex;
    flex: none;
    color: var(--cp-text-secondary);
    transition: transform var(--cp-motion-base);
  }
  &[data-state='open'] > [data-part='icon'] {
    transform: rotate(180deg);
  }
`;
