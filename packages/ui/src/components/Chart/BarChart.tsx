import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleBand, scaleLinear } from 'd3-scale';
import styled from 'styled-components';
import {
  CHART_HEIGHT,
  CHART_MARGIN,
  ChartDataTable,
  ChartState,
  Frame,
  Legend,
  Picture,
  SeriesStyles,
  Swatch,
  TooltipBox,
  nextChartIndex,
  useChartFormat,
  useElementWidth,
} from './chartParts';

// A growing bar drawn lighter (its rule here, not in chartParts: that chunk is in every first load).
const BarStyles = styled(SeriesStyles)`
  rect[data-partial] {
    opacity: 0.45;
  }
`;

export interface BarChartDatum {
  /** Category label (a month, a service name). */
  label: string;
  /** The bar's height (with `series`, the whole stack: what the parts do not cover is drawn as one more part). */
  value: number;
  /** With `series`: the height of each series in the bar, in the order of `series`. */
  parts?: number[];
  /** A bar still growing (the period now is in): drawn lighter, and `partialLabel` said after its label. */
  partial?: boolean;
}

export interface BarChartProps {
  /** What the chart shows; it starts the accessible summary and names the data table. */
  title: string;
  data: BarChartDatum[];
  /** Name of the values (tooltip and table header). @default title */
  valueName?: string;
  /** @default 240 */
  height?: number;
  /** Formats values in the tooltip and table. @default a localised number */
  formatValue?: (value: number) => string;
  /** Header of the label column of the data table. @default t('ui:chart.x') */
  xLabel?: string;
  loading?: boolean;
  /** Content of the empty state. @default t('ui:chart.empty') */
  empty?: ReactNode;
  /**
   * Stacks the bars: the names of the series in each datum's `parts`, bottom up, and the name of what
   * `value` has beyond them (drawn on top, named in the legend, tooltip and table when it is not 0).
   */
  stack?: { series: string[]; rest: string };
  /** Said after the label of a `partial` bar in the tooltip and the data table, e.g. "so far". */
  partialLabel?: string;
}

/** The segments of a bar, bottom up: each series' part, then the rest of `value` (not below 0). */
function stackOf(datum: BarChartDatum, seriesCount: number): number[] {
  const parts = Array.from({ length: seriesCount }, (_, i) => Math.max(0, datum.parts?.[i] ?? 0));
  const covered = parts.reduce((sum, v) => sum + v, 0);
  return [...parts, Math.max(0, datum.value - covered)];
}

/** A responsive bar chart drawn as SVG (d3-scale), one bar per category. */
export function BarChart({
  title,
  data,
  valueName,
  height = CHART_HEIGHT,
  formatValue,
  xLabel,
  loading = false,
  empty,
  stack,
  partialLabel,
}: BarChartProps) {
  const { t } = useTranslation('ui');
  const format = useChartFormat();
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const fv = formatValue ?? format.number;
  const innerWidth = Math.max(0, width - CHART_MARGIN.left - CHART_MARGIN.right);
  const innerHeight = Math.max(0, height - CHART_MARGIN.top - CHART_MARGIN.bottom);

  const scales = useMemo(() => {
    const x = scaleBand<number>()
      .domain(data.map((_, i) => i))
      .range([0, innerWidth])
      .paddingInner(0.3)
      .paddingOuter(0.2);
    const values = data.map((d) => d.value);
    const y = scaleLinear()
      .domain([Math.min(0, ...values), Math.max(0, ...values) || 1])
      .nice(5)
      .range([innerHeight, 0]);
    return { x, y };
  }, [data, innerWidth, innerHeight]);

  if (loading) return <ChartState kind="loading" height={height} />;
  if (data.length === 0) return <ChartState kind="empty" height={height} empty={empty} />;

  // Counts (every value whole) get whole ticks only: no axis says 2.5 requests.
  const whole = data.every((d) => Number.isInteger(d.value));
  const yTicks = scales.y.ticks(5).filter((tick) => !whole || Number.isInteger(tick));
  const band = scales.x.bandwidth();
  // Thin out labels when they would overlap: roughly one per 64px.
  const labelEvery = Math.max(1, Math.ceil((data.length * 64) / Math.max(1, innerWidth)));
  const summary = t('chart.summary', {
    title,
    count: data.length,
    from: data[0]?.label ?? '',
    to: data[data.length - 1]?.label ?? '',
  });
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextChartIndex(event.key, active, data.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };
  const activeDatum = active !== null ? data[active] : undefined;
  const partial = (d: BarChartDatum) =>
    d.partial && partialLabel ? `${d.label} (${partialLabel})` : d.label;
  const names = stack ? [...stack.series, stack.rest] : [valueName ?? title];
  const segments = (d: BarChartDatum) => (stack ? stackOf(d, stack.series.length) : [d.value]);
  // The rest's column only when some bar has a rest.
  const shown = names.map(
    (_, i) => !stack || i < stack.series.length || data.some((d) => segments(d)[i]! > 0),
  );
  const tooltipLeft = active !== null ? CHART_MARGIN.left + (scales.x(active) ?? 0) + band / 2 : 0;
  const zero = scales.y(0);

  return (
    <Frame ref={frameRef}>
      {stack && (
        <Legend aria-hidden="true">
          {names.map((name, k) =>
            shown[k] ? (
              <li key={name}>
                <Swatch data-series={k} />
                {name}
              </li>
            ) : null,
          )}
        </Legend>
      )}
      <Picture
        role="img"
        aria-label={summary}
        tabIndex={0}
        onKeyDown={onKey}
        onBlur={() => setActive(null)}
        onPointerLeave={() => setActive(null)}
      >
        {width > 0 && (
          <svg width={width} height={height} aria-hidden="true" focusable="false">
            <BarStyles transform={`translate(${CHART_MARGIN.left},${CHART_MARGIN.top})`}>
              <g className="cp-grid">
                {yTicks.map((tick) => (
                  <line key={tick} x1={0} x2={innerWidth} y1={scales.y(tick)} y2={scales.y(tick)} />
                ))}
              </g>
              <g className="cp-axis">
                <line x1={0} x2={innerWidth} y1={zero} y2={zero} />
                {data.map((d, i) =>
                  i % labelEvery === 0 ? (
                    <text
                      key={`${d.label}-${i}`}
                      x={(scales.x(i) ?? 0) + band / 2}
                      y={innerHeight + 18}
                      textAnchor="middle"
                    >
                      {d.label}
                    </text>
                  ) : null,
                )}
                {yTicks.map((tick) => (
                  <text key={tick} x={-8} y={scales.y(tick)} dy="0.32em" textAnchor="end">
                    {format.axisNumber(tick)}
                  </text>
                ))}
              </g>
              {data.map((d, i) => {
                let base = 0;
                return segments(d).map((part, k) => {
                  if (stack && part === 0) return null;
                  const from = scales.y(base);
                  base += part;
                  const y = scales.y(stack ? base : d.value);
                  return (
                    <rect
                      key={`${d.label}-${i}-${k}`}
                      data-series={k}
                      data-active={active === i ? '' : undefined}
                      data-partial={d.partial ? '' : undefined}
                      x={scales.x(i)}
                      y={Math.min(y, stack ? from : zero)}
                      width={band}
                      height={Math.abs((stack ? from : zero) - y)}
                      rx={stack ? 0 : 2}
                      onPointerEnter={() => setActive(i)}
                    />
                  );
                });
              })}
            </BarStyles>
          </svg>
        )}
      </Picture>
      {activeDatum && (
        <TooltipBox
          aria-hidden="true"
          style={{
            top: CHART_MARGIN.top + (stack ? 28 : 0),
            left: tooltipLeft,
            transform: tooltipLeft > width / 2 ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
          }}
        >
          <strong>{partial(activeDatum)}</strong>
          {segments(activeDatum).map((part, k) =>
            shown[k] ? (
              <div key={names[k]}>
                <Swatch data-series={k} />
                {names[k]}
                <b>{fv(part)}</b>
              </div>
            ) : null,
          )}
        </TooltipBox>
      )}
      <ChartDataTable
        title={title}
        xLabel={xLabel}
        columns={names.filter((_, k) => shown[k])}
        rows={data.map((d, i) => ({
          key: `${d.label}-${i}`,
          label: partial(d),
          values: segments(d)
            .filter((_, k) => shown[k])
            .map((v) => fv(v)),
        }))}
      />
    </Frame>
  );
}
