// Progressive hydration of a pre-rendered page (decision 0043, "Hydration in parts"): a part of the
// page that is not needed at once (below the fold, a footer) is hydrated in a task of its own after
// the rest, instead of inside the one long task that hydrates the page. Until then its pre-rendered
// markup stays as it is: preact/compat keeps the DOM of a part that suspends while hydrating and
// hydrates it when the part resumes (decision 0044). Outside a hydration (every later render, React
// in Storybook and the unit tests) the part renders at once.
//
// A part `until="visible"` (below the fold, markup that works without script: text and links) waits
// further: until it comes near the viewport, is pointed at or focused, the address changes or
// `hydrateAllParts` is called; the page does not stay inert for it (decision 0043).
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { nextTask } from '../app/nextTask';

let hydrating = false;
/** The parts hydrated so far, by id. */
const hydrated = new Set<string>();
/** The parts waiting for their turn, by id. */
const waiting = new Map<string, Promise<void>>();
/** The parts `until="visible"` waiting to be wanted or for their turn, by id. */
const pending = new Map<string, Promise<void>>();
/** The parts `until="visible"` waiting to be wanted, by id: what makes each one go now. */
const deferred = new Map<string, () => void>();
/** Called when a part `until="visible"` has committed, by id (see `hydrateAllParts`). */
const onCommit = new Map<string, () => void>();
/** Set by `hydrateAllParts`: from then on no part waits to be wanted. */
let allWanted = false;
/** Called once the hydration's first render has committed (see `afterHydrationRender`). */
let afterFirstRender: Array<() => void> = [];
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
    onCommit.get(id)?.();
    onCommit.delete(id);
  }, [id]);
  return null;
}

/**
 * src/main.tsx: true just before it hydrates a pre-rendered page, false once that first render has
 * committed. Parts rendered meanwhile wait for their turn.
 */
export function setHydrating(on: boolean): void {
  hydrating = on;
  if (!on) {
    const callbacks = afterFirstRender;
    afterFirstRender = [];
    callbacks.forEach((callback) => callback());
  }
}

/**
 * Resolves at once outside a hydration, and otherwise once its first render has committed: src/app/
 * instance.ts starts the requests a hydrating page makes from then, so that starting them (about
 * 10 ms here) is not part of the hydration's long task (docs/performance.md).
 */
export function afterHydrationRender(): Promise<void> {
  if (!hydrating) return Promise.resolve();
  return new Promise((resolve) => afterFirstRender.push(resolve));
}

/** Takes the next turn: a new task after the part before it. */
function takeTurn(id: string): Promise<void> {
  turn = turn.then(nextTask).then(() => {
    hydrated.add(id);
  });
  return turn;
}

/** How far below the viewport a part `until="visible"` starts hydrating. */
const VISIBLE_MARGIN = '50% 0px';

/**
 * Resolves when the part's pre-rendered element (its `data-hydrate-later` box) comes within
 * `VISIBLE_MARGIN` of the viewport, is pointed at or focused, or the address changes (the page may be
 * leaving), or when `hydrateAllParts` is called. At once without IntersectionObserver.
 */
async function whenWanted(id: string): Promise<void> {
  // Looked up once the render that left the part waiting has committed.
  await nextTask();
  const box = document.querySelector(`[data-hydrate-later="${id}"]`);
  if (allWanted || !box || typeof IntersectionObserver === 'undefined') return;
  await new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) go();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    function go() {
      observer.disconnect();
      box!.removeEventListener('pointerover', go);
      box!.removeEventListener('focusin', go);
      window.removeEventListener('hashchange', go);
      deferred.delete(id);
      resolve();
    }
    deferred.set(id, go);
    observer.observe(box);
    box.addEventListener('pointerover', go);
    box.addEventListener('focusin', go);
    window.addEventListener('hashchange', go);
  });
}

/** The promise a part waits on: its turn, in a new task after the part before it. */
function turnOf(id: string, until: 'turn' | 'visible'): Promise<void> {
  let wait = waiting.get(id) ?? pending.get(id);
  if (wait) return wait;
  if (until === 'visible') {
    wait = whenWanted(id).then(() => takeTurn(id));
    pending.set(id, wait);
    void wait.then(() => pending.delete(id));
    return wait;
  }
  wait = takeTurn(id);
  waiting.set(id, wait);
  // A part that left the page before its turn (the visitor moved on) does not hold it inert.
  void wait
    .then(nextTask)
    .then(nextTask)
    .then(() => {
      if (waiting.delete(id)) settle();
    });
  return wait;
}

/**
 * Hydrates every part still waiting, each in its turn; resolves once all are hydrated. Before the
 * page changes in a way a part's pre-rendered markup does not show (src/i18n/setLanguage.ts: another
 * language), so that hydration finds the markup it expects.
 */
export async function hydrateAllParts(): Promise<void> {
  allWanted = true;
  // Committed, or its box gone from the page (the part left it before its turn).
  const committed = [...pending.keys()].map(
    (id) =>
      new Promise<void>((resolve) => {
        onCommit.set(id, resolve);
        const gone = () => {
          if (!document.querySelector(`[data-hydrate-later="${id}"]`)) resolve();
          else if (onCommit.has(id)) setTimeout(gone, 50);
        };
        gone();
      }),
  );
  [...deferred.values()].forEach((go) => go());
  await Promise.all([...committed, whenHydrated()]);
}

function Part({ id, until, children }: { id: string; until: 'turn' | 'visible'; children: ReactNode }) {
  if (!hydrated.has(id) && (hydrating || waiting.has(id) || pending.has(id))) {
    // What Suspense expects from a part that is not ready yet.
    throw turnOf(id, until);
  }
  return (
    <>
      {children}
      <Committed id={id} />
    </>
  );
}

/**
 * Finds a part `until="visible"` in the page; no box of its own in the layout. On a pre-rendered
 * page, index.html's style also lays the part out only when it nears the viewport (decision 0046).
 */
const Box = styled.div`
  display: contents;
`;

export interface HydrateLaterProps {
  /** Names the part, unique in the app. */
  id: string;
  /**
   * 'turn': in its turn after the page's first render; the page stays inert until then.
   * 'visible': once near the viewport, pointed at or focused (and then in its turn); only for a
   * part whose markup works without script (text and links), as it may be used before.
   * @default 'turn'
   */
  until?: 'turn' | 'visible';
  /** A single element (preact keeps one DOM node per waiting part). */
  children: ReactNode;
}

/**
 * Hydrates `children` after the rest of the page, each such part in its own task, in the order they
 * were rendered (`until="visible"`: once wanted).
 */
export function HydrateLater({ id, until = 'turn', children }: HydrateLaterProps) {
  const part = (
    <Suspense fallback={null}>
      <Part id={id} until={until}>
        {children}
      </Part>
    </Suspense>
  );
  return until === 'visible' ? <Box data-hydrate-later={id}>{part}</Box> : part;
}
