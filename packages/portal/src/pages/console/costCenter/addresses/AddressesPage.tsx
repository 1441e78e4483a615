// /costCenter/invoicesMGT/invoicesAddress: mailing addresses — add, edit, delete (confirmed), set default.
// The phone is shown with its middle four digits masked.
import { useTranslation } from 'react-i18next';
import {
  useDeleteMailingAddress,
  useMailingAddresses,
  useSetDefaultMailingAddress,
  type MailingAddress,
} from '@chainportal/api';
import { FORMAT_PLACEHOLDER, maskPhone, joinText } from '@chainportal/ui';
import { RecordListPage } from '../../parts/RecordListPage';
import { AddressDialog } from './AddressDialog';

export default function AddressesPage() {
  const { t } = useTranslation('billing');
  const answer = useMailingAddresses();
  const remove = useDeleteMailingAddress();
  const setDefault = useSetDefaultMailingAddress();

  return (
    <RecordListPage<MailingAddress>
      title={t('addresses.title')}
      addLabel={t('addresses.add')}
      empty={t('addresses.empty')}
      answer={answer}
      nameColumn={{ key: 'recipient', title: t('addresses.recipient') }}
      nameOf={(r) => r.recipient ?? FORMAT_PLACEHOLDER}
      columns={[
        { key: 'phone', kind: 'id', title: t('addresses.phone'), render: (_, r) => maskPhone(r.phone) },
        {
          key: 'address',
          kind: 'text',
          title: t('addresses.detail'),
          render: (_, r) => joinText([r.region, r.detail]),
        },
        { key: 'postcode', kind: 'id', title: t('addresses.postcode'), accessor: 'postcode' },
      ]}
      settingDefault={setDefault.isMutating}
      setDefault={(r) => setDefault.trigger({ id: r.id })}
      defaultSetMessage={(name) => t('addresses.defaultSet', { name })}
      remove={(r) => remove.trigger({ id: r.id })}
      deleteConfirm={(name) => t('addresses.deleteConfirm', { name })}
      deletedMessage={t('addresses.deleted')}
      dialog={(editing, close) => (
        <AddressDialog key={editing?.id ?? 'new'} address={editing} onClose={close} />
      )}
    />
  );
}
