import { css } from 'styled-components';

/**
 * The face every bordered control shares (Button, the text-like controls' box, Pagination's page
 * buttons and size select): its border, corners, surface, text colour and font. Colours and corners
 * are the theme's CSS variables.
 */
export const controlFace = css`
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  color: var(--cp-text);
  font: inherit;
`;
