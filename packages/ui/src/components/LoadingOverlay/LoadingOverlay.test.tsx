import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_CLOSE_DEBOUNCE_MS, LOADING_FADE_MS, LoadingOverlay } from './LoadingOverlay';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const overlay = () => screen.queryByRole('status', { hidden: true });

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the translated 'Loading...' as a busy status", () => {
    render(<LoadingOverlay open />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('waits 300 ms after open turns off, then fades out and goes away', () => {
    expect(LOADING_CLOSE_DEBOUNCE_MS).toBe(300);
    const { rerender } = render(<LoadingOverlay open />);
    rerender(<LoadingOverlay open={false} />);
    advance(LOADING_CLOSE_DEBOUNCE_MS - 1);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(overlay()).toHaveAttribute('data-state', 'closed');
    expect(overlay()).toHaveAttribute('aria-busy', 'false');
    advance(LOADING_FADE_MS);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('does not flicker when loading stops and starts again within the debounce', () => {
    const { rerender } = render(<LoadingOverlay open />);
    rerender(<LoadingOverlay open={false} />);
    advance(200);
    rerender(<LoadingOverlay open />);
    advance(1000);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    rerender(<LoadingOverlay open={false} />);
    advance(LOADING_CLOSE_DEBOUNCE_MS);
    advance(LOADING_FADE_MS);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('renders nothing while never opened, and takes a custom text', () => {
    const { rerender } = render(<LoadingOverlay open={false} />);
    expect(overlay()).not.toBeInTheDocument();
    rerender(<LoadingOverlay open text="Signing in..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing in...');
  });
});
