// /costCenter/invoicesMGT/invoicesInfo: invoice titles — add, edit, delete (confirmed), set default.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteInvoiceTitle,
  useEditInvoiceTitle,
  useInvoiceTitles,
  type InvoiceTitle,
} from '@chainportal/api';
import { Button, Table, Tag, message, type TableColumn } from '@chainportal/ui';
import { ConsolePage } from '../../parts/ConsolePage';
import { RecordActions } from '../RecordActions';
import { TitleDialog } from './TitleDialog';

export default function InvoiceTitlesPage() {
  const { t } = useTranslation('billing');
  const { data, error, isLoading, mutate } = useInvoiceTitles();
  const remove = useDeleteInvoiceTitle();
  const edit = useEditInvoiceTitle();
  const [editing, setEditing] = useState<InvoiceTitle | null>(null);
  const [open, setOpen] = useState(false);

  const columns: TableColumn<InvoiceTitle>[] = [
    {
      key: 'name',
      title: t('titles.name'),
      render: (_, r) => (
        <>
          {r.name} {r.isDefault ? <Tag color="primary">{t('common.default')}</Tag> : null}
        </>
      ),
    },
    { key: 'titleType', title: t('titles.titleType'), render: (_, r) => t(`titles.types.${r.titleType}`) },
    { key: 'taxNo', title: t('titles.taxNo'), render: (_, r) => r.taxNo ?? '-' },
    { key: 'bankName', title: t('titles.bankName'), render: (_, r) => r.bankName || '-' },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, r) => (
        <RecordActions
          name={r.name}
          isDefault={r.isDefault}
          onEdit={() => {
            setEditing(r);
            setOpen(true);
          }}
          settingDefault={edit.isMutating}
          onSetDefault={async () => {
            await edit.trigger({ ...r, isDefault: true });
            message.success(t('titles.defaultSet', { name: r.name }));
          }}
          deleteConfirm={t('titles.deleteConfirm', { name: r.name })}
          onDelete={async () => {
            await remove.trigger({ id: r.id });
            message.success(t('titles.deleted'));
          }}
        />
      ),
    },
  ];

  return (
    <ConsolePage
      title={t('titles.title')}
      actions={
        <Button
          variant="primary"
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          {t('titles.add')}
        </Button>
      }
    >
      <Table
        caption={t('titles.title')}
        columns={columns}
        data={data ?? []}
        rowKey="id"
        loading={isLoading}
        error={error ? t('common.loadFailed') : undefined}
        onRetry={() => void mutate()}
        empty={t('titles.empty')}
        pagination={false}
      />
      {open ? (
        <TitleDialog key={editing?.id ?? 'new'} title={editing} onClose={() => setOpen(false)} />
      ) : null}
    </ConsolePage>
  );
}
