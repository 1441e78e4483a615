import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleLinear, scaleTime } from 'd3-scale';
import { area as d3area, curveMonotoneX, line as d3line } from 'd3-shape';
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

export interface LineChartPoint {
  /** A date or a timestamp in milliseconds. */
  x: Date | number;
  y: number;
}

export interface LineChartSeries {
  key: string;
  /** The series name (legend, tooltip, data table). */
  name: string;
  /** Points in time order; every series should share the same x values. */
  points: LineChartPoint[];
}

export interface LineChartProps {
  /** What the chart shows; it starts the accessible summary and names the data table. */
  title: string;
  series: LineChartSeries[];
  /** @default 240 */
  height?: number;
  /** Formats x values (axis, tooltip, table). @default a short localised date */
  formatX?: (x: Date) => string;
  /** Formats y values in the tooltip and table. @default a localised number */
  formatY?: (y: number) => string;
  /** Header of the x column of the data table. @default t('ui:chart.x') */
  xLabel?: string;
  /** Fills the area under the first series lightly. @default true */
  area?: boolean;
  /** Shows the legend (always shown for more than one series). @default false */
  legend?: boolean;
  loading?: boolean;
  /** Content of the empty state. @default t('ui:chart.empty') */
  empty?: ReactNode;
}

const toDate = (x: Date | number) => (x instanceof Date ? x : new Date(x));

/** A responsive time-series line chart drawn as SVG (d3-scale + d3-shape). */
export function LineChart({
  title,
  series,
  height = CHART_HEIGHT,
  formatX,
  formatY,
  xLabel,
  area = true,
  legend = false,
  loading = false,
  empty,
}: LineChartProps) {
  const { t } = useTranslation('ui');
  const format = useChartFormat();
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const clipId = useId();
  const fx = formatX ?? format.date;
  const fy = formatY ?? format.number;

  const xs = useMemo(() => (series[0]?.points ?? []).map((p) => toDate(p.x)), [series]);
  const innerWidth = Math.max(0, width - CHART_MARGIN.left - CHART_MARGIN.right);
  const innerHeight = Math.max(0, height - CHART_MARGIN.top - CHART_MARGIN.bottom);

  const scales = useMemo(() => {
    const all = series.flatMap((s) => s.points);
    const times = all.map((p) => toDate(p.x).getTime());
    const ys = all.map((p) => p.y);
    const x = scaleTime()
      .domain([new Date(Math.min(...times)), new Date(Math.max(...times))])
      .range([0, innerWidth]);
    const y = scaleLinear()
      .domain([Math.min(0, ...ys), Math.max(...ys, 0) || 1])
      .nice(5)
      .range([innerHeight, 0]);
    return { x, y };
  }, [series, innerWidth, innerHeight]);

  const paths = useMemo(() => {
    const line = d3line<LineChartPoint>()
      .x((p) => scales.x(toDate(p.x)))
      .y((p) => scales.y(p.y))
      .curve(curveMonotoneX);
    const fill = d3area<LineChartPoint>()
      .x((p) => scales.x(toDate(p.x)))
      .y0(innerHeight)
      .y1((p) => scales.y(p.y))
      .curve(curveMonotoneX);
    return series.map((s) => ({ key: s.key, line: line(s.points) ?? '', area: fill(s.points) ?? '' }));
  }, [series, scales, innerHeight]);

  const pointCount = xs.length;
  if (loading) return <ChartState kind="loading" height={height} />;
  if (pointCount === 0) return <ChartState kind="empty" height={height} empty={empty} />;

  const xTicks = scales.x.ticks(Math.max(2, Math.floor(innerWidth / 90)));
  const yTicks = scales.y.ticks(5);
  const summary = t('chart.summary', {
    title,
    count: pointCount,
    from: fx(xs[0] as Date),
    to: fx(xs[pointCount - 1] as Date),
  });

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - rect.left - CHART_MARGIN.left;
    // Nearest x value to the pointer.
    let best = 0;
    let bestDistance = Infinity;
    xs.forEach((x, i) => {
      const distance = Math.abs(scales.x(x) - px);
      if (distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    });
    setActive(best);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextChartIndex(event.key, active, pointCount);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  const activeX = active !== null ? xs[active] : undefined;
  const tooltipLeft = activeX ? CHART_MARGIN.left + scales.x(activeX) : 0;
  const showLegend = legend || series.length > 1;

  return (
    <Frame ref={frameRef}>
      {showLegend && (
        <Legend aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.key}>
              <Swatch data-series={i % 6} />
              {s.name}
            </li>
          ))}
        </Legend>
      )}
      <Picture
        role="img"
        aria-label={summary}
        tabIndex={0}
        onPointerMove={onPointer}
        onPointerLeave={() => setActive(null)}
        onKeyDown={onKey}
        onBlur={() => setActive(null)}
      >
        {width > 0 && (
          <svg width={width} height={height} aria-hidden="true" focusable="false">
            <SeriesStyles transform={`translate(${CHART_MARGIN.left},${CHART_MARGIN.top})`}>
              <defs>
                <clipPath id={clipId}>
                  <rect x={-4} y={-4} width={innerWidth + 8} height={innerHeight + 8} />
                </clipPath>
              </defs>
              <g className="cp-grid">
                {yTicks.map((tick) => (
                  <line key={tick} x1={0} x2={innerWidth} y1={scales.y(tick)} y2={scales.y(tick)} />
                ))}
              </g>
              <g className="cp-axis">
                <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
                {xTicks.map((tick) => (
                  <text key={tick.getTime()} x={scales.x(tick)} y={innerHeight + 18} textAnchor="middle">
                    {fx(tick)}
                  </text>
                ))}
                {yTicks.map((tick) => (
                  <text key={tick} x={-8} y={scales.y(tick)} dy="0.32em" textAnchor="end">
                    {format.axisNumber(tick)}
                  </text>
                ))}
              </g>
              <g clipPath={`url(#${clipId})`}>
                {area && paths[0] && <path data-series={0} data-area="" d={paths[0].area} />}
                {paths.map((p, i) => (
                  <path key={p.key} data-series={i % 6} d={p.line} />
                ))}
              </g>
              {activeX && (
                <g>
                  <line
                    className="cp-guide"
                    x1={scales.x(activeX)}
                    x2={scales.x(activeX)}
                    y1={0}
                    y2={innerHeight}
                  />
                  {series.map((s, i) => {
                    const point = s.points[active ?? 0];
                    return point ? (
                      <circle
                        key={s.key}
                        data-series={i % 6}
                        cx={scales.x(activeX)}
                        cy={scales.y(point.y)}
                        r={4}
                      />
                    ) : null;
                  })}
                </g>
              )}
            </SeriesStyles>
          </svg>
        )}
      </Picture>
      {activeX && active !== null && (
        <TooltipBox
          aria-hidden="true"
          style={{
            top: CHART_MARGIN.top + (showLegend ? 28 : 0),
            left: tooltipLeft,
            transform: tooltipLeft > width / 2 ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
          }}
        >
          <strong>{fx(activeX)}</strong>
          {series.map((s, i) => {
            const point = s.points[active];
            return (
              <div key={s.key}>
                <Swatch data-series={i % 6} />
                {s.name}
                <b>{point ? fy(point.y) : '-'}</b>
              </div>
            );
          })}
        </TooltipBox>
      )}
      <ChartDataTable
        title={title}
        xLabel={xLabel}
        columns={series.map((s) => s.name)}
        rows={xs.map((x, i) => ({
          key: String(x.getTime()),
          label: fx(x),
          values: series.map((s) => {
            const point = s.points[i];
            return point ? fy(point.y) : '-';
          }),
        }))}
      />
    </Frame>
  );
}
