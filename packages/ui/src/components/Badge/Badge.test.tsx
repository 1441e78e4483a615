import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge';

describe('Badge', () => {
  it('caps the visible count at max with a plus sign, and reads the real count', () => {
    const { container } = render(<Badge count={120} />);
    expect(container.querySelector('sup')).toHaveTextContent('99+');
    expect(screen.getByText('120 unread')).toBeInTheDocument();
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(11, 10)).toBe('10+');
  });

  it('is hidden at zero unless showZero', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container.querySelector('sup')).toBeNull();
    rerender(<Badge count={0} showZero />);
    expect(container.querySelector('sup')).toHaveTextContent('0');
  });

  it('uses the label prop instead of the translated default', () => {
    render(
      <Badge count={3} label="3 new messages">
        <button type="button">Bell</button>
      </Badge>,
    );
    expect(screen.getByText('3 new messages')).toBeInTheDocument();
    expect(screen.queryByText('3 unread')).toBeNull();
  });

  it('shows a dot with no number', () => {
    const { container } = render(<Badge dot />);
    expect(container.querySelector('sup')).toHaveTextContent('');
    expect(screen.getByText('New')).toBeInTheDocument();
  });
});
