import { useTranslation } from 'react-i18next';
import { Button, message } from '@chainportal/ui';

/** Copies `text` to the clipboard and says so (or says how to copy it by hand). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation('console');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t('common.copied'));
    } catch {
      message.error(t('common.copyFailed'));
    }
  };
  return (
    <Button size="small" onClick={() => void copy()} aria-label={label ?? t('common.copy')}>
      {t('common.copy')}
    </Button>
  );
}
