// Add or edit a mailing address; checked with the call's own rules before sending, kept open with
// the input when refused.
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  createAddressRequest,
  useCreateMailingAddress,
  useEditMailingAddress,
  type MailingAddress,
} from '@chainportal/api';
import { FormField, Input, message, useSchemaForm } from '@chainportal/ui';
import { DefaultCheckbox, FormDialog } from '../FormDialog';

type AddressForm = z.input<typeof createAddressRequest>;
const EMPTY: AddressForm = {
  recipient: '',
  phone: '',
  region: '',
  detail: '',
  postcode: '',
  isDefault: false,
};

export function AddressDialog({ address, onClose }: { address: MailingAddress | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const create = useCreateMailingAddress();
  const edit = useEditMailingAddress();
  const form = useSchemaForm<AddressForm, z.output<typeof createAddressRequest>>({
    schema: createAddressRequest,
    defaultValues: address ? { ...address } : EMPTY,
    messages: {
      recipient: t('addresses.recipientRequired'),
      phone: t('addresses.phoneInvalid'),
      region: t('addresses.regionRequired'),
      detail: t('addresses.detailRequired'),
      postcode: t('addresses.postcodeInvalid'),
    },
  });

  const save = form.onSubmit(async (payload) => {
    if (address) await edit.trigger({ ...payload, id: address.id });
    else await create.trigger(payload);
    message.success(t('addresses.saved'));
    onClose();
  });
  // Registered outside the JSX (field names are not user-visible text), in the order of the form.
  const recipientField = form.register('recipient');
  const phoneField = form.register('phone');
  const regionField = form.register('region');
  const detailField = form.register('detail');
  const postcodeField = form.register('postcode');

  return (
    <FormDialog
      title={address ? t('addresses.edit') : t('addresses.add')}
      busy={create.isMutating || edit.isMutating}
      onSubmit={save}
      locked={form.locked}
      onClose={onClose}
    >
      <FormField label={t('addresses.recipient')} required error={form.errorOf('recipient')}>
        <Input {...recipientField} maxLength={50} />
      </FormField>
      <FormField label={t('addresses.phone')} required error={form.errorOf('phone')}>
        <Input {...phoneField} maxLength={11} inputMode="tel" />
      </FormField>
      <FormField label={t('addresses.region')} required error={form.errorOf('region')}>
        <Input {...regionField} maxLength={100} />
      </FormField>
      <FormField label={t('addresses.detail')} required error={form.errorOf('detail')}>
        <Input {...detailField} maxLength={200} />
      </FormField>
      <FormField label={t('addresses.postcode')} required error={form.errorOf('postcode')}>
        <Input {...postcodeField} maxLength={6} inputMode="numeric" />
      </FormField>
      <DefaultCheckbox form={form} label={t('addresses.isDefault')} />
    </FormDialog>
  );
}
