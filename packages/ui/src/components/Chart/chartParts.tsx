// Shared parts of LineChart and BarChart: sizing, colours, states, tooltip and the data table that
// stands in for the picture for assistive technology. Imported only by the lazily loaded charts
// and by LazyChart's fallback, so none of it lands in the first-load bundle.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGE_LOCALES, isLanguage } from '../../i18n/languages';
import { VisuallyHidden, visuallyHiddenCss } from '../../internal/VisuallyHidden';

export const CHART_MARGIN = { top: 12, right: 16, bottom: 28, left: 52 } as const;
export { CHART_HEIGHT, ChartState } from './ChartState';

/**
 * Tracks the width of an element with ResizeObserver. A callback ref, so the element is measured
 * whenever it appears: a chart that first shows its loading box and then its picture measures the
 * picture (with a ref read once on mount it stayed 0 px wide, and drew nothing, in the app).
 */
export function useElementWidth<E extends HTMLElement>(): [(node: E | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    setWidth(node.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.current.observe(node);
  }, []);
  return [ref, width];
}

/** Number formatters for the active language: compact for axes, full for tooltips and tables. */
export function useChartFormat() {
  const { i18n } = useTranslation('ui');
  const locale = isLanguage(i18n.language) ? LANGUAGE_LOCALES[i18n.language] : undefined;
  return useMemo(() => {
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const full = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const date = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
    return {
      locale,
      axisNumber: (value: number) => compact.format(value),
      number: (value: number) => full.format(value),
      date: (value: Date | number) => date.format(value),
    };
  }, [locale]);
}

export const Frame = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-xs);

  svg {
    display: block;
    overflow: visible;
  }
`;

/** The focusable picture: role="img" with the summary as its name; arrows move the tooltip. */
export const Picture = styled.div`
  border-radius: var(--cp-radius-md);
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 2px;
  }
`;

/** Series colours: the theme's primary first, then fixed hues that stay apart from every preset. */
export const SeriesStyles = styled.g`
  [data-series='0'] {
    stroke: var(--cp-primary-solid);
    fill: var(--cp-primary-solid);
  }
  [data-series='1'] {
    stroke: var(--cp-chart1);
    fill: var(--cp-chart1);
  }
  [data-series='2'] {
    stroke: var(--cp-chart2);
    fill: var(--cp-chart2);
  }
  [data-series='3'] {
    stroke: var(--cp-chart3);
    fill: var(--cp-chart3);
  }
  [data-series='4'] {
    stroke: var(--cp-chart4);
    fill: var(--cp-chart4);
  }
  [data-series='5'] {
    stroke: var(--cp-chart5);
    fill: var(--cp-chart5);
  }
  path[data-series] {
    fill: none;
    stroke-width: 2;
  }
  path[data-area] {
    stroke: none;
    opacity: 0.08;
  }
  .cp-grid line {
    stroke: var(--cp-border-light);
  }
  .cp-axis line,
  .cp-axis path {
    stroke: var(--cp-border);
  }
  .cp-axis text {
    fill: var(--cp-text-secondary);
    font-size: 12px;
  }
  .cp-guide {
    stroke: var(--cp-text-disabled);
    stroke-dasharray: 3 3;
  }
  circle[data-series] {
    stroke: var(--cp-bg);
    stroke-width: 2;
  }
  rect[data-active] {
    opacity: 0.8;
  }
`;

export const Swatch = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--cp-primary-solid);

  &[data-series='1'] {
    background: var(--cp-chart1);
  }
  &[data-series='2'] {
    background: var(--cp-chart2);
  }
  &[data-series='3'] {
    background: var(--cp-chart3);
  }
  &[data-series='4'] {
    background: var(--cp-chart4);
  }
  &[data-series='5'] {
    background: var(--cp-chart5);
  }
`;

export const TooltipBox = styled.div`
  position: absolute;
  z-index: 1;
  min-width: 120px;
  padding: var(--cp-space-sm) var(--cp-space-md);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  box-shadow: var(--cp-shadow-md);
  color: var(--cp-text);
  font-size: var(--cp-font-sm);
  pointer-events: none;
  white-space: nowrap;

  strong {
    display: block;
    margin-bottom: var(--cp-space-xs);
    font-weight: 500;
  }
  div {
    display: flex;
    align-items: center;
    gap: var(--cp-space-sm);
  }
  div > b {
    margin-left: auto;
    padding-left: var(--cp-space-md);
    font-weight: 500;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-lg);
  margin: 0 0 var(--cp-space-sm);
  padding: 0;
  list-style: none;
  color: var(--cp-text);
  font-size: var(--cp-font-sm);

  li {
    display: inline-flex;
    align-items: center;
    gap: var(--cp-space-xs);
  }
`;

const HiddenTable = styled.table`
  ${visuallyHiddenCss}
`;

/** The chart's data as a table, for screen readers and anyone who cannot see the picture. */
export function ChartDataTable({
  title,
  xLabel,
  columns,
  rows,
}: {
  title: string;
  xLabel?: string;
  columns: string[];
  rows: { key: string; label: string; values: string[] }[];
}) {
  const { t } = useTranslation('ui');
  return (
    <HiddenTable>
      <caption>{`${title} (${t('chart.table')})`}</caption>
      <thead>
        <tr>
          <th scope="col">{xLabel ?? t('chart.x')}</th>
          {columns.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, i) => (
              <td key={columns[i] ?? i}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HiddenTable>
  );
}

/** Keyboard moves over chart points: arrows step, Home/End jump, Escape hides the tooltip. */
export function nextChartIndex(
  key: string,
  current: number | null,
  count: number,
): number | null | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current === null ? 0 : Math.min(count - 1, current + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return current === null ? count - 1 : Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'Escape':
      return null;
    default:
      return undefined;
  }
}

export { VisuallyHidden };
