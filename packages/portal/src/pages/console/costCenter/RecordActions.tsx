// The actions of one saved record (an invoice title, a mailing address): edit, set as default (when it
// is not) and delete after a confirmation. Used by titles/InvoiceTitlesPage and addresses/AddressesPage.
import { useTranslation } from 'react-i18next';
import { Button, Popconfirm } from '@chainportal/ui';

export interface RecordActionsProps {
  /** The record's name, added to each button's accessible name. */
  name: string;
  isDefault: boolean;
  onEdit: () => void;
  onSetDefault: () => Promise<void>;
  /** While a set-default call runs. */
  settingDefault: boolean;
  /** The delete confirmation's question. */
  deleteConfirm: string;
  onDelete: () => Promise<void>;
}

export function RecordActions({
  name,
  isDefault,
  onEdit,
  onSetDefault,
  settingDefault,
  deleteConfirm,
  onDelete,
}: RecordActionsProps) {
  const { t } = useTranslation('billing');
  return (
    <>
      <Button variant="link" aria-label={`${t('common.edit')} ${name}`} onClick={onEdit}>
        {t('common.edit')}
      </Button>
      {isDefault ? null : (
        <Button
          variant="link"
          aria-label={`${t('common.setDefault')} ${name}`}
          disabled={settingDefault}
          onClick={onSetDefault}
        >
          {t('common.setDefault')}
        </Button>
      )}
      <Popconfirm
        title={deleteConfirm}
        okText={t('common.delete')}
        cancelText={t('common.cancel')}
        okVariant="danger"
        onConfirm={onDelete}
      >
        <Button variant="link" aria-label={`${t('common.delete')} ${name}`}>
          {t('common.delete')}
        </Button>
      </Popconfirm>
    </>
  );
}
