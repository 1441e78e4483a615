import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleBand, scaleLinear } from 'd3-scale';
import {
  CHART_HEIGHT,
  CHART_MARGIN,
  ChartDataTable,
  ChartState,
  Frame,
  Picture,
  SeriesStyles,
  Swatch,
  TooltipBox,
  nextChartIndex,
  useChartFormat,
  useElementWidth,
} from './chartParts';

export interface BarChartDatum {
  /** Category label (a month, a service name). */
  label: string;
  value: number;
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

  const yTicks = scales.y.ticks(5);
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
  const tooltipLeft = active !== null ? CHART_MARGIN.left + (scales.x(active) ?? 0) + band / 2 : 0;
  const zero = scales.y(0);

  return (
    <Frame ref={frameRef}>
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
            <SeriesStyles transform={`translate(${CHART_MARGIN.left},${CHART_MARGIN.top})`}>
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
                const y = scales.y(d.value);
                return (
                  <rect
                    key={`${d.label}-${i}`}
                    data-series={0}
                    data-active={active === i ? '' : undefined}
                    x={scales.x(i)}
                    y={Math.min(y, zero)}
                    width={band}
                    height={Math.abs(zero - y)}
                    rx={2}
                    onPointerEnter={() => setActive(i)}
                  />
                );
              })}
            </SeriesStyles>
          </svg>
        )}
      </Picture>
      {activeDatum && (
        <TooltipBox
          aria-hidden="true"
          style={{
            top: CHART_MARGIN.top,
            left: tooltipLeft,
            transform: tooltipLeft > width / 2 ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
          }}
        >
          <strong>{activeDatum.label}</strong>
          <div>
            <Swatch data-series={0} />
            {valueName ?? title}
            <b>{fv(activeDatum.value)}</b>
          </div>
        </TooltipBox>
      )}
      <ChartDataTable
        title={title}
        xLabel={xLabel}
        columns={[valueName ?? title]}
        rows={data.map((d, i) => ({ key: `${d.label}-${i}`, label: d.label, values: [fv(d.value)] }))}
      />
    </Frame>
  );
}
