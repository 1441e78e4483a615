import { useTranslation } from 'react-i18next';
import { formatDurationLabel } from './relativeTime';

/** A length of time in seconds as words in the language shown (`formatDurationLabel`): "24 hours", "10 seconds". */
export function useDurationLabel(seconds: number | null | undefined): string {
  const { t } = useTranslation('ui');
  return formatDurationLabel(seconds, t);
}
