// Add or edit an invoice title. Checked before sending (a company needs a tax number); a refused
// save keeps the dialog open with everything typed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateInvoiceTitle, useEditInvoiceTitle, type InvoiceTitle } from '@chainportal/api';
import { Checkbox, FormField, Input, RadioGroup, message } from '@chainportal/ui';
import { FormDialog } from '../FormDialog';

type TitleForm = Omit<InvoiceTitle, 'id' | 'taxNo'> & { taxNo: string };
const EMPTY: TitleForm = {
  titleType: 'company',
  name: '',
  taxNo: '',
  bankName: '',
  bankAccount: '',
  address: '',
  phone: '',
  isDefault: false,
};
const TAX = /^[0-9A-Z]{15,20}$/;

export function TitleDialog({
  title,
  onClose,
}: {
  /** The title being edited; none adds one. */
  title: InvoiceTitle | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const [form, setForm] = useState<TitleForm>(() => (title ? { ...title, taxNo: title.taxNo ?? '' } : EMPTY));
  const [touched, setTouched] = useState(false);
  const create = useCreateInvoiceTitle();
  const edit = useEditInvoiceTitle();
  const busy = create.isMutating || edit.isMutating;

  const set = (name: keyof TitleForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const nameError = form.name.trim() && form.name.length <= 100 ? undefined : t('titles.nameRequired');
  const taxError =
    (form.titleType === 'company' || form.taxNo) && !TAX.test(form.taxNo)
      ? t('titles.taxNoInvalid')
      : undefined;

  const save = async () => {
    setTouched(true);
    if (nameError || taxError) return;
    const payload = { ...form, name: form.name.trim(), taxNo: form.taxNo || null };
    try {
      if (title) await edit.trigger({ ...payload, id: title.id });
      else await create.trigger(payload);
      message.success(t('titles.saved'));
      onClose();
    } catch {
      // kept open with the input; the api client showed the reason
    }
  };

  return (
    <FormDialog
      title={title ? t('titles.edit') : t('titles.add')}
      busy={busy}
      onSave={save}
      onClose={onClose}
    >
      <FormField label={t('titles.titleType')} required>
        <RadioGroup
          value={form.titleType}
          onValueChange={(value) => setForm((f) => ({ ...f, titleType: value as TitleForm['titleType'] }))}
          options={(['company', 'personal'] as const).map((v) => ({
            value: v,
            label: t(`titles.types.${v}`),
          }))}
        />
      </FormField>
      <FormField label={t('titles.name')} required error={touched ? nameError : undefined}>
        <Input value={form.name} onChange={set('name')} maxLength={100} />
      </FormField>
      <FormField
        label={t('titles.taxNo')}
        required={form.titleType === 'company'}
        error={touched ? taxError : undefined}
      >
        <Input
          value={form.taxNo}
          onChange={(e) => setForm((f) => ({ ...f, taxNo: e.target.value.toUpperCase() }))}
          maxLength={20}
        />
      </FormField>
      <FormField label={t('titles.bankName')}>
        <Input value={form.bankName} onChange={set('bankName')} maxLength={100} />
      </FormField>
      <FormField label={t('titles.bankAccount')}>
        <Input value={form.bankAccount} onChange={set('bankAccount')} maxLength={30} inputMode="numeric" />
      </FormField>
      <FormField label={t('titles.address')}>
        <Input value={form.address} onChange={set('address')} maxLength={200} />
      </FormField>
      <FormField label={t('titles.phone')}>
        <Input value={form.phone} onChange={set('phone')} maxLength={30} inputMode="tel" />
      </FormField>
      <Checkbox
        checked={form.isDefault}
        onCheckedChange={(checked) => setForm((f) => ({ ...f, isDefault: checked === true }))}
      >
        {t('titles.isDefault')}
      </Checkbox>
    </FormDialog>
  );
}
