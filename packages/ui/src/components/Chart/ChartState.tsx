import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Default chart height in px. */
export const CHART_HEIGHT = 240;

const StateBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed var(--cp-border);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg-subtle);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-md);
`;

/** The loading or empty box, the same size as the chart. */
export function ChartState({
  kind,
  height,
  empty,
}: {
  kind: 'loading' | 'empty';
  height?: number;
  empty?: ReactNode;
}) {
  const { t } = useTranslation('ui');
  return (
    <StateBox
      style={{ height: height ?? CHART_HEIGHT }}
      role={kind === 'loading' ? 'status' : undefined}
      aria-busy={kind === 'loading' || undefined}
    >
      {kind === 'loading' ? t('chart.loading') : (empty ?? t('chart.empty'))}
    </StateBox>
  );
}
