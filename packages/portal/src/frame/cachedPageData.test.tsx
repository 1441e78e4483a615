import { act, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import useSWR, { SWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { describe, expect, it, vi } from 'vitest';
import { CachedPageData } from './cachedPageData';

function Page({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR('orders', fetcher);
  const { trigger } = useSWRMutation('orders/save', () => 'saved');
  return (
    <button type="button" onClick={() => void trigger()}>
      {data ?? 'loading'}
    </button>
  );
}

// As frame/CachedOutlet.tsx renders a cached page: inside React's <Activity>, with the count of its
// showings. SWR's default deduping interval (2 s) is kept: the page comes back well within it.
function Harness({ shows, fetcher }: { shows: number; fetcher: () => Promise<string> }) {
  const shown = shows % 2 === 0;
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <CachedPageData shows={shows}>
          <Page fetcher={fetcher} />
        </CachedPageData>
      </Activity>
    </SWRConfig>
  );
}

describe('CachedPageData', () => {
  it('asks again when the page is shown again, and not while it is hidden', async () => {
    let answer = 0;
    const fetcher = vi.fn(async () => `answer ${++answer}`);
    const { rerender } = render(<Harness shows={0} fetcher={fetcher} />);
    expect(await screen.findByRole('button', { name: 'answer 1' })).toBeInTheDocument();

    rerender(<Harness shows={1} fetcher={fetcher} />);
    expect(fetcher).toHaveBeenCalledTimes(1);

    rerender(<Harness shows={2} fetcher={fetcher} />);
    expect(await screen.findByRole('button', { name: 'answer 2' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('leaves mutations alone (they go through the same middleware and have nothing to revalidate)', async () => {
    const fetcher = vi.fn(async () => 'answer');
    const { rerender } = render(<Harness shows={0} fetcher={fetcher} />);
    const button = await screen.findByRole('button', { name: 'answer' });
    rerender(<Harness shows={1} fetcher={fetcher} />);
    rerender(<Harness shows={2} fetcher={fetcher} />);
    await act(async () => button.click());
    expect(screen.getByRole('button')).toBeInTheDocument();
  });
});
