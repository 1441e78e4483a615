import { createGlobalStyle } from 'styled-components';

/** Base document styles. Theme values arrive as CSS variables set by `ThemeVariables`. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: var(--cp-font-family);
    font-size: var(--cp-font-md);
    line-height: 1.5715;
    color: var(--cp-text);
    background: var(--cp-bg);
    -webkit-font-smoothing: antialiased;
    /* Text users wrote (work-order titles and replies, notice titles, feedback, app and company
       names) may have no spaces: it breaks anywhere rather than widening the page (decision 0054).
       Inherited by every component; "anywhere" also lets flex and grid items shrink below it. */
    overflow-wrap: anywhere;
  }
  :focus-visible { outline: 2px solid var(--cp-focus); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
