// Lazy wrappers: the chart code (and d3) is a separate chunk, loaded only where a chart renders.
// Only types are imported statically from the chart modules.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { BarChartProps } from './BarChart';
import type { LineChartProps } from './LineChart';
import { ChartState } from './ChartState';

const LineChartModule = lazy(() => import('./LineChart').then((m) => ({ default: m.LineChart })));
const BarChartModule = lazy(() => import('./BarChart').then((m) => ({ default: m.BarChart })));

/**
 * False until the chart's data is there and the page has painted it once (a frame, then a task):
 * the chart's code is asked for only then, so the figures beside the chart (a balance, a total),
 * which arrive with the same data, are not kept waiting behind it (docs/decisions/0083).
 */
function useDataPainted(loading: boolean | undefined): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (loading || painted) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [loading, painted]);
  return painted;
}

/** The loading box of the chart's height until its data has painted, then the chart's module. */
function LazyChart<P extends { loading?: boolean; height?: number }>({
  Module,
  props,
}: {
  Module: ComponentType<P>;
  props: P;
}) {
  const fallback = <ChartState kind="loading" height={props.height} />;
  if (!useDataPainted(props.loading)) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Module {...props} />
    </Suspense>
  );
}

/** LineChart, its code loaded once its data has painted. */
export function LazyLineChart(props: LineChartProps) {
  return <LazyChart Module={LineChartModule} props={props} />;
}

/** BarChart, its code loaded once its data has painted. */
export function LazyBarChart(props: BarChartProps) {
  return <LazyChart Module={BarChartModule} props={props} />;
}
