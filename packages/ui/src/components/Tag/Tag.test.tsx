import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusTag, Tag } from './Tag';

describe('Tag', () => {
  it('has a close button named after the tag that calls onClose by keyboard', async () => {
    const onClose = vi.fn();
    render(
      <Tag closable onClose={onClose}>
        Mainnet
      </Tag>,
    );
    await userEvent.tab();
    const close = screen.getByRole('button', { name: 'Remove Mainnet' });
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('StatusTag shows the label the caller mapped to the status', () => {
    const map = {
      paid: { color: 'success', label: 'Paid' },
      pending: { color: 'warning', label: 'Awaiting payment' },
    } as const;
    const { rerender } = render(<StatusTag status="paid" statusMap={map} />);
    expect(screen.getByText('Paid')).toHaveAttribute('data-color', 'success');
    rerender(<StatusTag status="pending" statusMap={map} />);
    expect(screen.getByText('Awaiting payment')).toHaveAttribute('data-color', 'warning');
  });
});
