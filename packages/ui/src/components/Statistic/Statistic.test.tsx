import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Statistic } from './Statistic';

describe('Statistic', () => {
  it('formats the number with the given precision and reads the trend as text', () => {
    render(
      <Statistic title="Balance" value={1234567.891} precision={2} prefix="¥" trend="up" trendValue="12%" />,
    );
    expect(screen.getByText('1,234,567.89')).toBeInTheDocument();
    expect(screen.getByText('Up')).toBeInTheDocument();
    expect(screen.getByText('12%').closest('[data-trend]')).toHaveAttribute('data-tone', 'good');
  });

  it('marks a rise as bad when down is the good direction (costs)', () => {
    render(<Statistic title="Spend" value={10} trend="up" positiveTrend="down" trendValue="3%" />);
    expect(screen.getByText('3%').closest('[data-trend]')).toHaveAttribute('data-tone', 'bad');
  });
});
