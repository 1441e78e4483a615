// The message host's code (toasts, their styles and icons) is a chunk of its own: it is fetched when
// the host first renders, after the app's first render, so it is in no page's first load. Messages
// sent meanwhile wait in the store (messageStore.ts) and show once it is there.
import { lazy, Suspense } from 'react';
import type { MessageHostProps } from './Message';

const MessageHostModule = lazy(() => import('./Message').then((m) => ({ default: m.MessageHost })));

/** `MessageHost`, loaded on first render. */
export function LazyMessageHost(props: MessageHostProps) {
  return (
    <Suspense fallback={null}>
      <MessageHostModule {...props} />
    </Suspense>
  );
}
