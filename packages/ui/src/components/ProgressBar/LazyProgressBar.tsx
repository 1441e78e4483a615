// The top progress bar's code is a chunk of its own, fetched the first time something loads (a
// route or a call): it is in no page's first load, and a page rendered before anything loads (the
// build's pre-render, its hydration) holds nothing of it.
import { lazy, Suspense, useState } from 'react';
import type { ProgressBarProps } from './ProgressBar';

const ProgressBarModule = lazy(() => import('./ProgressBar').then((m) => ({ default: m.ProgressBar })));

/** `ProgressBar`, loaded when it is first active. */
export function LazyProgressBar(props: ProgressBarProps) {
  const [wanted, setWanted] = useState(Boolean(props.active));
  if (props.active && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProgressBarModule {...props} />
    </Suspense>
  );
}
