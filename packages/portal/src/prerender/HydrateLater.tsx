// Progressive hydration of a pre-rendered page (decision 0043, "Hydration in parts"): a part of the
// page that is not needed at once (below the fold, a footer) is hydrated in a task of its own after
// the rest, instead of inside the one long task that hydrates the page. Until then its pre-rendered
// markup stays as it is: preact/compat keeps the DOM of a part that suspends while hydrating and
// hydrates it when the part resumes (decision 0044). Outside a hydration (every later render, React
// in Storybook and the unit tests) the part renders at once.
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { nextTask } from '../app/nextTask';

let hydrating = false;
/** The parts hydrated so far, by id. */
const hydrated = new Set<string>();
/** The parts waiting for their turn, by id. */
const waiting = new Map<string, Promise<void>>();
/** The last part's turn: each part waits for the one before it, then for a new task. */
let turn: Promise<void> = Promise.resolve();
/** Called once no part is waiting or rendering (see `whenHydrated`). */
let onAllHydrated: Array<() => void> = [];

function settle(): void {
  if (waiting.size > 0) return;
  const callbacks = onAllHydrated;
  onAllHydrated = [];
  callbacks.forEach((callback) => callback());
}

/**
 * Resolves once every part that waited has been hydrated (committed): src/main.tsx keeps the page
 * inert until then, as a form field whose part is not hydrated yet would lose what was typed.
 */
export function whenHydrated(): Promise<void> {
  return new Promise((resolve) => {
    onAllHydrated.push(resolve);
    settle();
  });
}

/** Marks the part hydrated once its render is committed (a layout effect: in that same task). */
function Committed({ id }: { id: string }) {
  useLayoutEffect(() => {
    if (waiting.delete(id)) settle();
  }, [id]);
  return null;
}

/**
 * src/main.tsx: true just before it hydrates a pre-rendered page, false once that first render has
 * committed. Parts rendered meanwhile wait for their turn.
 */
export function setHydrating(on: boolean): void {
  hydrating = on;
}

/** The promise a part waits on: its turn, in a new task after the part before it. */
function turnOf(id: string): Promise<void> {
  let wait = waiting.get(id);
  if (!wait) {
    wait = turn = turn.then(nextTask).then(() => {
      hydrated.add(id);
    });
    waiting.set(id, wait);
    // A part that left the page before its turn (the visitor moved on) does not hold it inert.
    void wait
      .then(nextTask)
      .then(nextTask)
      .then(() => {
        if (waiting.delete(id)) settle();
      });
  }
  return wait;
}

function Part({ id, children }: { id: string; children: ReactNode }) {
  if (!hydrated.has(id) && (hydrating || waiting.has(id))) {
    // What Suspense expects from a part that is not ready yet.
    throw turnOf(id);
  }
  return (
    <>
      {children}
      <Committed id={id} />
    </>
  );
}

/**
 * Hydrates `children` after the rest of the page, each such part in its own task, in the order they
 * were rendered. `children` must be a single element (preact keeps one DOM node per waiting part);
 * `id` names the part, unique in the app.
 */
export function HydrateLater({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part id={id}>{children}</Part>
    </Suspense>
  );
}
