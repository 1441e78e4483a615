// Lazy wrappers: the chart code (and d3) is a separate chunk, loaded only where a chart renders.
// Only types are imported statically from the chart modules.
import { lazy, Suspense } from 'react';
import type { BarChartProps } from './BarChart';
import type { LineChartProps } from './LineChart';
import { ChartState } from './ChartState';

const LineChartModule = lazy(() => import('./LineChart').then((m) => ({ default: m.LineChart })));
const BarChartModule = lazy(() => import('./BarChart').then((m) => ({ default: m.BarChart })));

/** LineChart, loaded on first render; a loading box of the same height shows meanwhile. */
export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<ChartState kind="loading" height={props.height} />}>
      <LineChartModule {...props} />
    </Suspense>
  );
}

/** BarChart, loaded on first render; a loading box of the same height shows meanwhile. */
export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<ChartState kind="loading" height={props.height} />}>
      <BarChartModule {...props} />
    </Suspense>
  );
}
