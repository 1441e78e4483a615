import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import styled from 'styled-components';
import { LANGUAGE_LOCALES, isLanguage } from '../../i18n/languages';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { formatNumber } from '../../format/number';

export type StatisticTrend = 'up' | 'down';

export interface StatisticProps {
  /** What the number is (shown above it). */
  title: ReactNode;
  /** A number is formatted for the active language; a string is shown as given. */
  value: number | string;
  /** Digits after the decimal point for numbers. @default 0 */
  precision?: number;
  /**
   * Shortens a large number with the spec's units (docs/product.md#limits: 12,345 -> 12.3k,
   * 2,500,000 -> 2.5M, up to E); the exact number is its title on hover. @default false
   */
  units?: boolean;
  /** Shown before the value (a currency sign, an icon). */
  prefix?: ReactNode;
  /** Shown after the value (a unit). */
  suffix?: ReactNode;
  /** Direction of change: shown with an arrow icon, a spoken label and a colour. */
  trend?: StatisticTrend;
  /** The change itself, e.g. `12%`, shown next to the arrow. */
  trendValue?: ReactNode;
  /**
   * Which direction is good: 'up' colours a rise green and a fall red; 'down' (costs) the
   * reverse. @default 'up'
   */
  positiveTrend?: StatisticTrend;
  /** Accessible text for the trend. @default t('ui:statistic.up') or t('ui:statistic.down') */
  trendLabel?: string;
  /** Shows a placeholder instead of the value. @default false */
  loading?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-xs);
  min-width: 0;
`;

const Title = styled.div`
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-md);
`;

const Value = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--cp-space-xs);
  color: var(--cp-text);
  font-size: var(--cp-font-xxl);
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  line-height: 1.3;
`;

const Affix = styled.span`
  font-size: var(--cp-font-lg);
  font-weight: 400;
`;

const Trend = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  margin-left: var(--cp-space-sm);
  font-size: var(--cp-font-md);
  font-weight: 400;

  &[data-tone='good'] {
    color: var(--cp-success);
  }
  &[data-tone='bad'] {
    color: var(--cp-danger);
  }
  svg {
    width: 16px;
    height: 16px;
    align-self: center;
  }
`;

/** One line of the value (its font size times its line height): the figure replaces it in place. */
const Placeholder = styled.span`
  display: block;
  width: 120px;
  height: 1.3em;
  border-radius: var(--cp-radius-sm);
  background: var(--cp-bg-muted);
`;

/** A key figure with a title, locale-formatted number, prefix/suffix and an optional trend. */
export function Statistic({
  title,
  value,
  precision = 0,
  units = false,
  prefix,
  suffix,
  trend,
  trendValue,
  positiveTrend = 'up',
  trendLabel,
  loading = false,
}: StatisticProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = isLanguage(i18n.language) ? LANGUAGE_LOCALES[i18n.language] : undefined;
  const formatter = useMemo(
    () =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: precision, maximumFractionDigits: precision }),
    [locale, precision],
  );
  const exact = typeof value === 'number' ? formatter.format(value) : value;
  const shown = units && typeof value === 'number' && Math.abs(value) >= 1000 ? formatNumber(value) : exact;
  return (
    <Root>
      <Title>{title}</Title>
      <Value aria-busy={loading || undefined}>
        {loading ? (
          <>
            <Placeholder aria-hidden="true" />
            <VisuallyHidden>{t('card.loading')}</VisuallyHidden>
          </>
        ) : (
          <>
            {prefix !== undefined && <Affix>{prefix}</Affix>}
            <span title={shown === exact ? undefined : exact}>{shown}</span>
            {suffix !== undefined && <Affix>{suffix}</Affix>}
            {trend && (
              <Trend data-tone={trend === positiveTrend ? 'good' : 'bad'} data-trend={trend}>
                {trend === 'up' ? <ArrowUpRight aria-hidden="true" /> : <ArrowDownRight aria-hidden="true" />}
                <VisuallyHidden>
                  {trendLabel ?? t(trend === 'up' ? 'statistic.up' : 'statistic.down')}
                </VisuallyHidden>
                {trendValue}
              </Trend>
            )}
          </>
        )}
      </Value>
    </Root>
  );
}
