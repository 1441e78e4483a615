import { css } from 'styled-components';

/**
 * The colours of a default and a primary button at rest, hovered and pressed: Button's, and
 * LinkButton's (an anchor that looks like one). Their sizes differ (a Button follows the interface
 * size; the public site's LinkButton does not), their colours are one rule.
 */
export const buttonColors = css`
  &:hover {
    color: var(--cp-primary-text);
    border-color: var(--cp-primary-text);
  }
  &:active {
    color: var(--cp-primary-active);
    border-color: var(--cp-primary-active);
  }

  &[data-variant='primary'] {
    background: var(--cp-primary-solid);
    border-color: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
  &[data-variant='primary']:hover {
    background: var(--cp-primary-hover);
    border-color: var(--cp-primary-hover);
  }
  &[data-variant='primary']:active {
    background: var(--cp-primary-active);
    border-color: var(--cp-primary-active);
  }
`;
