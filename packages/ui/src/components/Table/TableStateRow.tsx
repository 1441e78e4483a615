import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Inbox, TriangleAlert } from 'lucide-react';
import { Button } from '../Button';
import { SkeletonBar, StateActions, StateCell } from './Table.styles';

/** Skeleton rows shown while the first page loads. */
export const SKELETON_ROWS = 5;

export type TableStateRowProps = { columnCount: number } & (
  | { state: 'error'; error: ReactNode; onRetry?: () => void }
  | { state: 'empty'; empty?: ReactNode }
  | { state: 'loading' }
);

/**
 * The body of a table with no rows to show: the error (with an optional retry), the empty state,
 * or skeleton rows while loading.
 */
export function TableStateRow(props: TableStateRowProps) {
  const { t } = useTranslation('ui');
  const { columnCount } = props;
  if (props.state === 'loading') {
    return Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {Array.from({ length: columnCount }, (__, j) => (
          <td key={j}>
            <SkeletonBar />
          </td>
        ))}
      </tr>
    ));
  }
  if (props.state === 'error') {
    return (
      <tr>
        <StateCell colSpan={columnCount} data-state="error">
          <TriangleAlert aria-hidden="true" />
          <div role="alert">{props.error === true ? t('table.error') : props.error}</div>
          {props.onRetry && (
            <StateActions>
              <Button size="small" onClick={props.onRetry}>
                {t('table.retry')}
              </Button>
            </StateActions>
          )}
        </StateCell>
      </tr>
    );
  }
  return (
    <tr>
      <StateCell colSpan={columnCount}>
        {props.empty ?? (
          <>
            <Inbox aria-hidden="true" />
            {t('table.empty')}
          </>
        )}
      </StateCell>
    </tr>
  );
}
