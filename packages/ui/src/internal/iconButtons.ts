import { css } from 'styled-components';

// The borderless buttons around one icon that components draw inside themselves (not the bars'
// IconButton): each sets its own size and corner radius.

const bareIconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
`;

/** Grey until hovered: a dialog's close, a calendar's month arrows, a field's clear button. */
export const quietIconButton = css`
  ${bareIconButton}
  color: var(--cp-text-secondary);
  &:hover {
    background: var(--cp-bg-muted);
    color: var(--cp-text);
  }
`;

/** The close of something tinted (a message, a tag): its colour, a faint fill on hover. */
export const tintedCloseButton = css`
  ${bareIconButton}
  color: inherit;
  &:hover {
    background: var(--cp-bg-hover);
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }
`;
