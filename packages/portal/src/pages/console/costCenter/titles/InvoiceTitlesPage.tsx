// /costCenter/invoicesMGT/invoicesInfo: invoice titles — add, edit, delete (confirmed), set default.
import { useTranslation } from 'react-i18next';
import {
  useDeleteInvoiceTitle,
  useEditInvoiceTitle,
  useInvoiceTitles,
  type InvoiceTitle,
} from '@chainportal/api';
import { RecordListPage } from '../../parts/RecordListPage';
import { TitleDialog } from './TitleDialog';

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
      nameOf={(r) => r.name}
      columns={[
        {
          key: 'titleType',
          title: t('titles.titleType'),
          render: (_, r) => t(`titles.types.${r.titleType}`),
        },
        { key: 'taxNo', kind: 'id', title: t('titles.taxNo'), render: (_, r) => r.taxNo ?? '-' },
        { key: 'bankName', kind: 'text', title: t('titles.bankName'), render: (_, r) => r.bankName || '-' },
      ]}
      settingDefault={edit.isMutating}
      setDefault={(r) => edit.trigger({ ...r, isDefault: true })}
      defaultSetMessage={(name) => t('titles.defaultSet', { name })}
      remove={(r) => remove.trigger({ id: r.id })}
      deleteConfirm={(name) => t('titles.deleteConfirm', { name })}
      deletedMessage={t('titles.deleted')}
      dialog={(editing, close) => <TitleDialog key={editing?.id ?? 'new'} title={editing} onClose={close} />}
    />
  );
}
