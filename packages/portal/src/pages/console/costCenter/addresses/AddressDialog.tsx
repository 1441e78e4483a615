// Add or edit a mailing address; checked before sending, kept open with the input when refused.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateMailingAddress, useEditMailingAddress, type MailingAddress } from '@chainportal/api';
import { Checkbox, FormField, Input, message } from '@chainportal/ui';
import { FormDialog } from '../FormDialog';

type AddressForm = Omit<MailingAddress, 'id'>;
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
  const [form, setForm] = useState<AddressForm>(() => (address ? { ...address } : EMPTY));
  const [touched, setTouched] = useState(false);
  const create = useCreateMailingAddress();
  const edit = useEditMailingAddress();
  const busy = create.isMutating || edit.isMutating;

  const set = (name: keyof AddressForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const errors = {
    recipient: form.recipient.trim() ? undefined : t('addresses.recipientRequired'),
    phone: /^1\d{10}$/.test(form.phone) ? undefined : t('addresses.phoneInvalid'),
    region: form.region.trim() ? undefined : t('addresses.regionRequired'),
    detail: form.detail.trim() ? undefined : t('addresses.detailRequired'),
    postcode: /^\d{6}$/.test(form.postcode) ? undefined : t('addresses.postcodeInvalid'),
  };
  const shown = (name: keyof typeof errors) => (touched ? errors[name] : undefined);

  const save = async () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    const payload = {
      ...form,
      recipient: form.recipient.trim(),
      region: form.region.trim(),
      detail: form.detail.trim(),
    };
    try {
      if (address) await edit.trigger({ ...payload, id: address.id });
      else await create.trigger(payload);
      message.success(t('addresses.saved'));
      onClose();
    } catch {
      // kept open with the input
    }
  };

  return (
    <FormDialog
      title={address ? t('addresses.edit') : t('addresses.add')}
      busy={busy}
      onSave={save}
      onClose={onClose}
    >
      <FormField label={t('addresses.recipient')} required error={shown('recipient')}>
        <Input value={form.recipient} onChange={set('recipient')} maxLength={50} />
      </FormField>
      <FormField label={t('addresses.phone')} required error={shown('phone')}>
        <Input value={form.phone} onChange={set('phone')} maxLength={11} inputMode="tel" />
      </FormField>
      <FormField label={t('addresses.region')} required error={shown('region')}>
        <Input value={form.region} onChange={set('region')} maxLength={100} />
      </FormField>
      <FormField label={t('addresses.detail')} required error={shown('detail')}>
        <Input value={form.detail} onChange={set('detail')} maxLength={200} />
      </FormField>
      <FormField label={t('addresses.postcode')} required error={shown('postcode')}>
        <Input value={form.postcode} onChange={set('postcode')} maxLength={6} inputMode="numeric" />
      </FormField>
      <Checkbox
        checked={form.isDefault}
        onCheckedChange={(checked) => setForm((f) => ({ ...f, isDefault: checked === true }))}
      >
        {t('addresses.isDefault')}
      </Checkbox>
    </FormDialog>
  );
}
