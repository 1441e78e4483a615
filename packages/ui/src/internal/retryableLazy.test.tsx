import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadBoundary, retryableLazy } from './retryableLazy';

describe('retryableLazy with LoadBoundary', () => {
  it('shows the fallback when the part cannot be loaded, and loads it anew on retry', async () => {
    let available = false;
    const part = retryableLazy(async () => {
      if (!available) throw new TypeError('Failed to fetch dynamically imported module: Menu.js');
      return { default: () => <p>menu</p> };
    });
    const Part = part.Component;
    function Host() {
      const [attempt, setAttempt] = useState(0);
      const retry = () => {
        part.retry();
        setAttempt((n) => n + 1);
      };
      return (
        <>
          <h1>page</h1>
          <LoadBoundary attempt={attempt} fallback={<button onClick={retry}>open</button>}>
            <Suspense fallback={<span>loading</span>}>
              <Part />
            </Suspense>
          </LoadBoundary>
        </>
      );
    }
    render(<Host />);
    // The failure stays inside the boundary: the page is still there.
    expect(await screen.findByRole('button', { name: 'open' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'page' })).toBeTruthy();

    available = true;
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByText('menu')).toBeTruthy();
  });
});
