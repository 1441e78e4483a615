// /costCenter/invoicesMGT/invoicesInfo: invoice titles — add, edit, delete (confirmed), set default.
import { useTranslation } from 'react-i18next';
import {
  useDeleteInvoiceTitle,
  useEditInvoiceTitle,
  useInvoiceTitles,
  titleTypes,
  type InvoiceTitle,
} from '@chainportal/api';
import { enumLabel, FORMAT_PLACEHOLDER } from '@chainportal/ui';
import { RecordListPage } from '../../parts/RecordListPage';
import { TitleDialog, titleValues } from './TitleDialog';

export default function InvoiceTitlesPage() {
  const { t } = useTranslation('billing');
  const answer = useInvoiceTitles();
  const remove = useDeleteInvoiceTitle();
  const edit = useEditInvoiceTitle();

  return (
    <RecordListPage<InvoiceTitle>
      title={t('titles.title')}
      addLabel={t('titles.add')}
      empty={t('titles.empty')}
      answer={answer}
      nameColumn={{ key: 'name', title: t('titles.name') }}
      nameOf={(r) => r.name ?? FORMAT_PLACEHOLDER}
      columns={[
        {
          key: 'titleType',
          title: t('titles.titleType'),
          render: (_, r) => enumLabel(r.titleType, titleTypes, (v) => t(`titles.types.${v}`)),
        },
        { key: 'taxNo', kind: 'id', title: t('titles.taxNo'), render: (_, r) => r.taxNo ?? '-' },
        { key: 'bankName', kind: 'text', title: t('titles.bankName'), render: (_, r) => r.bankName || '-' },
      ]}
      settingDefault={edit.isMutating}
      setDefault={(r) =>
        edit.trigger({ ...titleValues(r), taxNo: r.taxNo ?? null, id: r.id, isDefault: true })
      }
      defaultSetMessage={(name) => t('titles.defaultSet', { name })}
      remove={(r) => remove.trigger({ id: r.id })}
      deleteConfirm={(name) => t('titles.deleteConfirm', { name })}
      deletedMessage={t('titles.deleted')}
      dialog={(editing, close) => <TitleDialog key={editing?.id ?? 'new'} title={editing} onClose={close} />}
    />
  );
}
