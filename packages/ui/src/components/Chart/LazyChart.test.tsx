import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyLineChart } from './LazyChart';
// What the chart's module imports, loaded with the file (not the module itself, whose request the
// test watches): on a busy machine their first transform alone outlasted the wait for the chart.
import 'd3-scale';
import 'd3-shape';
import './chartParts';

// Whether the chart's module has been asked for (its code, and d3's, is a chunk of its own).
const asked = vi.hoisted(() => ({ lineChart: false }));
vi.mock('./LineChart', async (importOriginal) => {
  asked.lineChart = true;
  return importOriginal();
});

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? setTimeout(resolve, 0) : requestAnimationFrame(() => step(left - 1));
    step(n);
  });

describe('LazyLineChart', () => {
  it("asks for the chart's code only after its data has arrived and been painted", async () => {
    const props = {
      title: 'Spend',
      series: [{ key: 'a', name: 'A', points: [{ x: new Date(Date.UTC(2026, 0, 1)), y: 1 }] }],
      formatX: () => 'd1',
    };
    const { rerender } = render(<LazyLineChart {...props} loading />);
    await frames(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
    expect(asked.lineChart).toBe(false);

    rerender(<LazyLineChart {...props} />);
    // The data's own frame still shows the loading box, and nothing has been asked for yet.
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
    expect(asked.lineChart).toBe(false);
    expect(
      await screen.findByRole('img', { name: 'Spend: 1 data points, from d1 to d1.' }),
    ).toBeInTheDocument();
    expect(asked.lineChart).toBe(true);
  });
});
