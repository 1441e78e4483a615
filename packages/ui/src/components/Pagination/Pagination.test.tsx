import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from './Pagination';

describe('paginationItems', () => {
  it('lists every page up to seven pages', () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('puts ellipses around the current window on long lists', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'next-more', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'prev-more', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('shows the translated total and marks the current page', () => {
    render(<Pagination page={2} pageSize={10} total={95} onChange={() => {}} />);
    expect(screen.getByText('Total 95 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeInTheDocument();
  });

  it('moves with previous/next and disables them at the ends', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageSize={10} total={30} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    rerender(<Pagination page={3} pageSize={10} total={30} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('changing the page size keeps the first visible row on screen', async () => {
    const onChange = vi.fn();
    render(<Pagination page={5} pageSize={10} total={200} onChange={onChange} />);
    // Rows 41-50 are shown; with 20 per page row 41 is on page 3.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
  });

  it('jumps to a typed page on Enter, clamped to the last page', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pageSize={10} total={50} onChange={onChange} showQuickJumper />);
    const input = screen.getByRole('spinbutton', { name: 'Go to page' });
    await userEvent.type(input, '4{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(4, 10);
    await userEvent.type(input, '99{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(5, 10);
  });
});
