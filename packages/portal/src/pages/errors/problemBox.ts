// The look of a screen that stands in for a page when something failed (a route's error, a malformed
// config.json): plain parts only, no Result illustration, so it needs no code that may fail to load.
import { css } from 'styled-components';

export const problemBox = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--cp-space-md);
  min-width: 0;
  padding: calc(var(--cp-space-xl) * 2) var(--cp-space-xl);
  text-align: center;
  color: var(--cp-text);
  & h1 {
    margin: 0;
    font-size: var(--cp-font-xl);
  }
  & p {
    margin: 0;
    max-width: 36em;
    color: var(--cp-text-secondary);
  }
`;
