import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HydrateLater, setHydrating, whenHydrated } from './HydrateLater';

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
