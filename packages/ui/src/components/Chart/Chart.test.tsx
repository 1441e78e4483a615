import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';
import { LazyLineChart } from './LazyChart';
import { LineChart } from './LineChart';

const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));

describe('LineChart', () => {
  it('summarises itself as an image and offers the data as a table', () => {
    render(
      <LineChart
        title="API calls"
        formatX={(x) => x.toISOString().slice(0, 10)}
        series={[
          {
            key: 'a',
            name: 'Mainnet',
            points: [
              { x: day(1), y: 10 },
              { x: day(2), y: 1500 },
            ],
          },
          {
            key: 'b',
            name: 'Testnet',
            points: [
              { x: day(1), y: 3 },
              { x: day(2), y: 4 },
            ],
          },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'API calls: 2 data points, from 2026-01-01 to 2026-01-02.' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'API calls (Chart data)' });
    expect(within(table).getByRole('columnheader', { name: 'Testnet' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '2026-01-02 1,500 4' })).toBeInTheDocument();
  });

  it('shows the empty and loading states', () => {
    const { rerender } = render(<LineChart title="API calls" series={[]} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    rerender(<LineChart title="API calls" series={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
  });

  it('loads lazily behind the same loading box', async () => {
    render(
      <LazyLineChart
        title="Calls"
        series={[{ key: 'a', name: 'A', points: [{ x: day(1), y: 1 }] }]}
        formatX={() => 'd1'}
      />,
    );
    expect(
      await screen.findByRole('img', { name: 'Calls: 1 data points, from d1 to d1.' }),
    ).toBeInTheDocument();
  });
});

describe('BarChart', () => {
  it('summarises the categories and lists them in the data table', () => {
    render(
      <BarChart
        title="Monthly cost"
        valueName="Cost"
        data={[
          { label: 'Jan', value: 12 },
          { label: 'Feb', value: 30.5 },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Monthly cost: 2 data points, from Jan to Feb.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Feb 30.5' })).toBeInTheDocument();
  });
});
