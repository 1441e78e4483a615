// What `import … from 'react'` gives the portal's build (vite.config.ts): preact/compat, React's API
// on Preact, plus `Activity`, which preact/compat does not have, and React's render scheduling
// (scheduling.ts; decision 0044). Plain JavaScript: preact/compat's types are `export =`, which
// TypeScript cannot re-export with `export *`; the sources type-check against React's own types.
import './scheduling';
export * from 'preact/compat';
export { default } from 'preact/compat';
export { Activity } from './Activity';

import { useId as preactUseId } from 'preact/compat';

/**
 * React's `useId`, with ids of their own in the browser. Preact numbers ids in the order components
 * ask for them, so a pre-rendered page hydrated in parts (src/prerender/HydrateLater.tsx) asks in
 * another order than the pre-render did: a part rendered afresh in the browser could be given an id
 * that the pre-rendered markup of a part still waiting already holds. Hydration keeps the
 * pre-rendered ids in the markup (Preact does not change attributes when it hydrates), so ids made
 * in the browser start with a letter the pre-render's never do, and the two cannot meet.
 */
export function useId() {
  const id = preactUseId();
  return import.meta.env.SSR ? id : `c${id}`;
}
