import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('stacks the series with the rest on top, and says which bar is still growing', () => {
    render(
      <BarChart
        title="Requests"
        stack={{ series: ['eth_call', 'eth_getLogs'], rest: 'Other' }}
        partialLabel="so far"
        data={[
          { label: '10:00', value: 9, parts: [5, 3] },
          { label: '10:01', value: 4, parts: [0, 4], partial: true },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Requests (Chart data)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Label', 'eth_call', 'eth_getLogs', 'Other']);
    expect(within(table).getByRole('row', { name: '10:00 5 3 1' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '10:01 (so far) 0 4 0' })).toBeInTheDocument();
  });

  it('leaves out the rest where every bar is covered by its series', () => {
    render(
      <BarChart
        title="Requests"
        stack={{ series: ['eth_call'], rest: 'Other' }}
        data={[{ label: '10:00', value: 2, parts: [2] }]}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Other' })).toBeNull();
    expect(screen.getByRole('row', { name: '10:00 2' })).toBeInTheDocument();
  });
});

/** Every element measures 600 px wide (jsdom lays nothing out): the chart draws its picture. */
function frameOf600px() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 0,
    top: 0,
    left: 0,
    right: 600,
    bottom: 0,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}

describe('chart size', () => {
  it('measures its frame when the picture replaces the loading box (as in the app)', () => {
    const rect = frameOf600px();
    try {
      const data = [
        { label: 'May 1', value: 3 },
        { label: 'May 2', value: 5 },
      ];
      const { container, rerender } = render(<BarChart title="Consumption" data={[]} loading />);
      expect(container.querySelector('svg[width]')).toBeNull();
      rerender(<BarChart title="Consumption" data={data} />);
      const svg = container.querySelector('svg[width]');
      expect(svg?.getAttribute('width')).toBe('600');
      expect(svg?.getAttribute('height')).toBe('240');
    } finally {
      rect.mockRestore();
    }
  });

  it('gives counts whole ticks only, and amounts the ticks they need', () => {
    const rect = frameOf600px();
    try {
      const axis = (container: HTMLElement) =>
        [...container.querySelectorAll('text[x="-8"]')].map((tick) => tick.textContent);
      const counts = render(
        <BarChart
          title="Requests"
          data={[
            { label: '10:00', value: 1 },
            { label: '10:01', value: 3 },
          ]}
        />,
      );
      expect(axis(counts.container)).toEqual(['0', '1', '2', '3']);
      counts.unmount();
      const amounts = render(
        <BarChart
          title="Cost"
          data={[
            { label: 'Jan', value: 1.2 },
            { label: 'Feb', value: 2.5 },
          ]}
        />,
      );
      expect(axis(amounts.container)).toEqual(['0', '0.5', '1', '1.5', '2', '2.5']);
    } finally {
      rect.mockRestore();
    }
  });
});
