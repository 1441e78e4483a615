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

  it('StatusTag shows a status the map does not know as it came, and "-" for none', () => {
    const map = { paid: { color: 'success', label: 'Paid' } } as const;
    const { rerender, container } = render(<StatusTag status="partially_refunded" statusMap={map} />);
    expect(screen.getByText('partially_refunded')).toHaveAttribute('data-color', 'default');
    rerender(<StatusTag status={undefined} statusMap={map} />);
    expect(container).toHaveTextContent(/^-$/);
  });
});
