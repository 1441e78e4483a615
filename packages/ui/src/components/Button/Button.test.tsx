import { Activity } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { RECLICK_LOCK_MS } from './useReclickLock';

describe('Button preventReClick', () => {
  it('ignores clicks for exactly 6 seconds after a click, then accepts them again', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(
      <Button preventReClick onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');

    act(() => vi.advanceTimersByTime(RECLICK_LOCK_MS - 1));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(RECLICK_LOCK_MS).toBe(6000);
    vi.useRealTimers();
  });

  it('ends the lock of a page hidden while it ran (a cached console page) once the page is shown again', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const page = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Button preventReClick onClick={onClick}>
          Deploy
        </Button>
      </Activity>
    );
    try {
      const { rerender } = render(page('visible'));
      fireEvent.click(screen.getByRole('button', { name: 'Deploy' }));
      expect(screen.getByRole('button', { name: 'Deploy' })).toHaveAttribute('aria-disabled', 'true');
      rerender(page('hidden'));
      act(() => vi.advanceTimersByTime(RECLICK_LOCK_MS));
      rerender(page('visible'));
      act(() => vi.advanceTimersByTime(0));
      expect(screen.getByRole('button', { name: 'Deploy' })).not.toHaveAttribute('aria-disabled');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never locks a submit button on its own: a click its form refuses leaves it free (issue 27.3)', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        {/* @ts-expect-error a submit button takes its form's `locked`, never `preventReClick` */}
        <Button type="submit" preventReClick>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps focus while locked so keyboard users are not thrown to the page start', async () => {
    const user = userEvent.setup();
    render(<Button preventReClick>Save</Button>);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});

describe('Button loading', () => {
  it('announces a translated busy label and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Submit/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Loading… Submit');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
