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
import { Button, Popconfirm, Table, Tag, maskPhone, message, type TableColumn } from '@chainportal/ui';
import { ConsolePage } from '../../shared/ConsolePage';
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
        <>
          <Button
            variant="link"
            aria-label={`${t('common.edit')} ${r.recipient}`}
            onClick={() => {
              setEditing(r);
              setOpen(true);
            }}
          >
            {t('common.edit')}
          </Button>
          {r.isDefault ? null : (
            <Button
              variant="link"
              aria-label={`${t('common.setDefault')} ${r.recipient}`}
              disabled={setDefault.isMutating}
              onClick={async () => {
                await setDefault.trigger({ id: r.id });
                message.success(t('addresses.defaultSet', { name: r.recipient }));
              }}
            >
              {t('common.setDefault')}
            </Button>
          )}
          <Popconfirm
            title={t('addresses.deleteConfirm', { name: r.recipient })}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okVariant="danger"
            onConfirm={async () => {
              await remove.trigger({ id: r.id });
              message.success(t('addresses.deleted'));
            }}
          >
            <Button variant="link" aria-label={`${t('common.delete')} ${r.recipient}`}>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </>
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
