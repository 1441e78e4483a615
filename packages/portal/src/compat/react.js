// What `import … from 'react'` gives the portal's build (vite.config.ts): preact/compat, React's API
// on Preact, plus `Activity`, which preact/compat does not have, and React's render scheduling
// (scheduling.ts; decision 0044). Plain JavaScript: preact/compat's types are `export =`, which
// TypeScript cannot re-export with `export *`; the sources type-check against React's own types.
import './scheduling';
export * from 'preact/compat';
export { default } from 'preact/compat';
export { Activity } from './Activity';
