// /costCenter/invoicesMGT/invoicesAddress: mailing addresses — add, edit, delete (confirmed), set default.
// The phone is shown with its middle four digits masked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteMailingAddress,
  useMailingAddresses,
  useSetDefaultMailingAddress,
  type MailingAddress,
} from '@chainportal/api';
import { Button, Table, Tag, maskPhone, message, type TableColumn } from '@chainportal/ui';
import { ConsolePage } from '../../parts/ConsolePage';
import { RecordActions } from '../RecordActions';
import { AddressDialog } from './AddressDialog';

export default function AddressesPage() {
  const { t } = useTranslation('billing');
  const { data, error, isLoading, mutate } = useMailingAddresses();
  const remove = useDeleteMailingAddress();
  const setDefault = useSetDefaultMailingAddress();
  const [editing, setEditing] = useState<MailingAddress | null>(null);
  const [open, setOpen] = useState(false);

  const columns: TableColumn<MailingAddress>[] = [
    {
      key: 'recipient',
      title: t('addresses.recipient'),
      render: (_, r) => (
        <>
          {r.recipient} {r.isDefault ? <Tag color="primary">{t('common.default')}</Tag> : null}
        </>
      ),
    },
    { key: 'phone', title: t('addresses.phone'), render: (_, r) => maskPhone(r.phone) },
    { key: 'address', title: t('addresses.detail'), render: (_, r) => `${r.region} ${r.detail}` },
    { key: 'postcode', title: t('addresses.postcode'), accessor: 'postcode' },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, r) => (
        <RecordActions
          name={r.recipient}
          isDefault={r.isDefault}
          onEdit={() => {
            setEditing(r);
            setOpen(true);
          }}
          settingDefault={setDefault.isMutating}
          onSetDefault={async () => {
            await setDefault.trigger({ id: r.id });
            message.success(t('addresses.defaultSet', { name: r.recipient }));
          }}
          deleteConfirm={t('addresses.deleteConfirm', { name: r.recipient })}
          onDelete={async () => {
            await remove.trigger({ id: r.id });
            message.success(t('addresses.deleted'));
          }}
        />
      ),
    },
  ];

  return (
    <ConsolePage
      title={t('addresses.title')}
      actions={
        <Button
          variant="primary"
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          {t('addresses.add')}
        </Button>
      }
    >
      <Table
        caption={t('addresses.title')}
        columns={columns}
        data={data ?? []}
        rowKey="id"
        loading={isLoading}
        error={error ? t('common.loadFailed') : undefined}
        onRetry={() => void mutate()}
        empty={t('addresses.empty')}
        pagination={false}
      />
      {open ? (
        <AddressDialog key={editing?.id ?? 'new'} address={editing} onClose={() => setOpen(false)} />
      ) : null}
    </ConsolePage>
  );
}
