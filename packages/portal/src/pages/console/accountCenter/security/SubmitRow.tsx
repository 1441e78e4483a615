// The buttons under a security form: the submit button (locked 6 s after a submit that sends, busy
// while it runs) and Cancel.
import { useTranslation } from 'react-i18next';
import { Button } from '@chainportal/ui';
import { ButtonRow } from '../../parts/ConsolePage';

export function SubmitRow({
  label,
  form,
  busy,
  onCancel,
}: {
  label: string;
  /** The form (useSchemaForm): its `locked` locks the submit button. */
  form: { locked: boolean };
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <ButtonRow>
      <Button type="submit" variant="primary" locked={form.locked} loading={busy}>
        {label}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
    </ButtonRow>
  );
}
