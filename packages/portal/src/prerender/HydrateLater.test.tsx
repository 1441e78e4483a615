import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateAllParts, setHydrating, whenHydrated } from './HydrateLater';

/** The order in which parts rendered their content, and whether the page was unlocked meanwhile. */
function Recorder({ name, log }: { name: string; log: string[] }) {
  log.push(name);
  return <p>{name}</p>;
}

describe('HydrateLater', () => {
  it('outside a hydration renders its part at once', async () => {
    render(
      <HydrateLater id="test-now">
        <p>shown</p>
      </HydrateLater>,
    );
    expect(screen.getByText('shown')).toBeInTheDocument();
    await expect(whenHydrated()).resolves.toBeUndefined();
  });

  it('during a hydration, parts take their turns in order, and the page is hydrated after the last', async () => {
    const log: string[] = [];
    let unlocked = false;
    setHydrating(true);
    render(
      <>
        <Recorder name="shell" log={log} />
        <HydrateLater id="test-a">
          <Recorder name="a" log={log} />
        </HydrateLater>
        <HydrateLater id="test-b">
          <Recorder name="b" log={log} />
        </HydrateLater>
      </>,
    );
    setHydrating(false);
    // The first render holds only what is not left for later.
    expect(log).toEqual(['shell']);
    const hydrated = whenHydrated().then(() => {
      unlocked = true;
    });
    expect(unlocked).toBe(false);
    await waitFor(() => expect(screen.getByText('b')).toBeInTheDocument());
    await hydrated;
    expect(unlocked).toBe(true);
    // In order (React may render a part more than once).
    expect([...new Set(log)]).toEqual(['shell', 'a', 'b']);
  });

  it('a part that left before its turn does not keep the page from being hydrated', async () => {
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown(false)}>
            leave
          </button>
          {shown && (
            <HydrateLater id="test-gone">
              <p>gone</p>
            </HydrateLater>
          )}
        </>
      );
    }
    setHydrating(true);
    render(<Page />);
    setHydrating(false);
    screen.getByRole('button', { name: 'leave' }).click();
    await expect(whenHydrated()).resolves.toBeUndefined();
    expect(screen.queryByText('gone')).not.toBeInTheDocument();
  });
});

describe('HydrateLater until="visible"', () => {
  /** An IntersectionObserver the test drives: `show()` reports every observed element as visible. */
  function fakeObserver() {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    class FakeObserver {
      private entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    return {
      show: () =>
        observers.forEach(({ callback, targets }) =>
          callback(
            targets.map(
              (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
            ),
            {} as IntersectionObserver,
          ),
        ),
    };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits until it comes near the viewport, without keeping the page from being hydrated', async () => {
    const viewport = fakeObserver();
    setHydrating(true);
    render(
      <>
        <p>shell</p>
        <HydrateLater id="test-visible" until="visible">
          <p>below the fold</p>
        </HydrateLater>
      </>,
    );
    setHydrating(false);
    // The page is usable while the part waits.
    await whenHydrated();
    // Longer than React takes to show a part that stopped waiting (it throttles Suspense reveals).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('below the fold')).not.toBeInTheDocument();
    viewport.show();
    await waitFor(() => expect(screen.getByText('below the fold')).toBeInTheDocument());
  });

  it('is hydrated at once by hydrateAllParts (before the language changes)', async () => {
    fakeObserver();
    setHydrating(true);
    render(
      <HydrateLater id="test-all" until="visible">
        <p>footer</p>
      </HydrateLater>,
    );
    setHydrating(false);
    // Longer than React takes to show a part that stopped waiting (it throttles Suspense reveals).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
    await hydrateAllParts();
    expect(screen.getByText('footer')).toBeInTheDocument();
  });
});
