import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_DONE_MS, PROGRESS_TRICKLE_MS, ProgressBar } from './ProgressBar';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const value = () => Number(screen.getByRole('progressbar', { hidden: true }).getAttribute('aria-valuenow'));

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is absent while idle and has no spinner when active', () => {
    const { rerender } = render(<ProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<ProgressBar active />);
    expect(screen.getByRole('progressbar', { name: 'Page loading' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('starts low, trickles forward without completing, then completes and goes away', () => {
    const { rerender } = render(<ProgressBar active={false} />);
    rerender(<ProgressBar active />);
    const start = value();
    expect(start).toBeGreaterThan(0);
    advance(PROGRESS_TRICKLE_MS * 3);
    const later = value();
    expect(later).toBeGreaterThan(start);
    advance(60_000);
    expect(value()).toBeLessThan(100);

    rerender(<ProgressBar active={false} />);
    expect(value()).toBe(100);
    advance(PROGRESS_DONE_MS);
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    advance(PROGRESS_DONE_MS);
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
  });

  it('shows a known value when given one, clamped to 0-100', () => {
    const { rerender } = render(<ProgressBar active value={40} />);
    expect(value()).toBe(40);
    advance(PROGRESS_TRICKLE_MS * 5);
    expect(value()).toBe(40);
    rerender(<ProgressBar active value={140} />);
    expect(value()).toBe(100);
  });
});
