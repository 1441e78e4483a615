// Only the lazy wrappers are exported: importing LineChart/BarChart here would pull d3 into the
// first-load bundle. Types are free.
export { LazyLineChart, LazyBarChart } from './LazyChart';
export type { LineChartProps, LineChartSeries, LineChartPoint } from './LineChart';
export type { BarChartProps, BarChartDatum } from './BarChart';
