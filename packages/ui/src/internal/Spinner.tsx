import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  &[data-size='medium'] {
    width: 24px;
    height: 24px;
    border: 3px solid var(--cp-primary-solid);
    border-right-color: transparent;
  }
  &[data-size='large'] {
    width: 32px;
    height: 32px;
    border: 3px solid var(--cp-primary-light);
    border-top-color: var(--cp-primary-solid);
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export interface SpinnerProps {
  /**
   * 'inline': 1em in the current text colour (inside a button); 'medium': 24px in the primary
   * colour (over a table); 'large': 32px on a light ring (the page loading overlay).
   * @default 'inline'
   */
  size?: 'inline' | 'medium' | 'large';
}

/** The one spinning ring. Decorative: say what is loading with text or `role="status"` beside it. */
export function Spinner({ size = 'inline' }: SpinnerProps) {
  return <Ring data-size={size} aria-hidden="true" />;
}
