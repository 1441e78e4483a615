import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendCodeButton } from './SendCodeButton';

describe('SendCodeButton', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('counts down after a successful send, then offers to resend', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<SendCodeButton onSend={onSend} seconds={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Resend in 3 s' })).toBeDisabled();
    for (let i = 0; i < 3; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('is ready again at once when the send fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('refused'));
    render(<SendCodeButton onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
