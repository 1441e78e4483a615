// The landing page's figures band, as the pre-render and the hydration show it (loading), and the
// figures it shows once the answer is there (IndexFigures.tsx).
import { useTranslation } from 'react-i18next';
import type { PlatformStats } from '@chainportal/api';
import { formatGrouped, formatNumber, StatsBand } from '@chainportal/ui';

const NONE = '—';

/** The figures shown, by item id: the field of the answer and its unit. */
const FIGURES = [
  ['chains', 'chains', ''],
  ['nodes', 'nodes', ''],
  ['apps', 'apps', ''],
  ['uptime', 'uptimePercent', '%'],
] as const;

/** A figure in the spec's units from a thousand on (12,480 -> 12.5k), its exact value on hover. */
function Figure({ value, unit }: { value: number; unit: string }) {
  const { i18n } = useTranslation('site');
  const exact = formatGrouped(value, i18n.language);
  if (Math.abs(value) < 1000) return `${exact}${unit}`;
  return <span title={exact}>{`${formatNumber(value)}${unit}`}</span>;
}

/** The band with `figures`, or loading (none yet), or dashes (`failed`). */
export function IndexStatsBand({ figures, failed = false }: { figures?: PlatformStats; failed?: boolean }) {
  const { t } = useTranslation('site');
  return (
    <StatsBand
      aria-label={t('index.statsLabel')}
      // A failed call leaves dashes, not a loading state.
      loading={!figures && !failed}
      items={FIGURES.map(([id, field, unit]) => ({
        id,
        label: t(`index.stats.${id}`),
        value: figures?.[field] !== undefined ? <Figure value={figures[field]} unit={unit} /> : NONE,
      }))}
    />
  );
}

/** The band before the figures' code is there. */
export function StatsPlaceholder() {
  return <IndexStatsBand />;
}
