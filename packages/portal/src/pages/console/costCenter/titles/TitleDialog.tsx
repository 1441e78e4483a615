// Add or edit an invoice title. Checked with the call's own rules before sending (a company needs a
// tax number); a refused save keeps the dialog open with everything typed.
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  createTitleRequest,
  useCreateInvoiceTitle,
  useEditInvoiceTitle,
  type InvoiceTitle,
} from '@chainportal/api';
import { FormField, Input, RadioGroupField, message, useSchemaForm } from '@chainportal/ui';
import { typedName } from '../../../../forms/fields';
import { DefaultCheckbox, FormDialog } from '../FormDialog';
import { UpperCaseInput } from '../../../../forms/inputs';

const { shape } = createTitleRequest;
/** The title as typed: the tax number empty for none; a company needs one. */
const titleForm = z
  .object({
    titleType: shape.titleType,
    name: typedName(shape.name),
    taxNo: z.string(),
    bankName: shape.bankName,
    bankAccount: shape.bankAccount,
    address: shape.address,
    phone: shape.phone,
    isDefault: shape.isDefault,
  })
  .check(
    z.superRefine((v, ctx) => {
      if ((v.titleType === 'company' || v.taxNo !== '') && !z.safeParse(shape.taxNo, v.taxNo).success)
        ctx.addIssue({ code: 'custom', message: 'taxNo', path: ['taxNo'], input: v.taxNo });
    }),
  );
type TitleForm = z.input<typeof titleForm>;
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

/** The form's values of a saved title; a field the answer left out is empty (decision 0085). */
export function titleValues(title: InvoiceTitle): TitleForm {
  return {
    titleType: title.titleType === 'personal' ? 'personal' : 'company',
    name: title.name ?? '',
    taxNo: title.taxNo ?? '',
    bankName: title.bankName ?? '',
    bankAccount: title.bankAccount ?? '',
    address: title.address ?? '',
    phone: title.phone ?? '',
    isDefault: title.isDefault ?? false,
  };
}

export function TitleDialog({
  title,
  onClose,
}: {
  /** The title being edited; none adds one. */
  title: InvoiceTitle | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const create = useCreateInvoiceTitle();
  const edit = useEditInvoiceTitle();
  const form = useSchemaForm<TitleForm, z.output<typeof titleForm>>({
    schema: titleForm,
    defaultValues: title ? titleValues(title) : EMPTY,
    messages: { name: t('titles.nameRequired'), taxNo: t('titles.taxNoInvalid') },
  });
  const company = form.watch('titleType') === 'company';

  const save = form.onSubmit(async (values) => {
    const payload = { ...values, taxNo: values.taxNo || null };
    if (title) await edit.trigger({ ...payload, id: title.id });
    else await create.trigger(payload);
    message.success(t('titles.saved'));
    onClose();
  });
  // Registered outside the JSX (field names are not user-visible text), in the order of the form.
  const typeName = 'titleType';
  const nameField = form.register('name');
  const taxField = form.register('taxNo');
  const bankNameField = form.register('bankName');
  const bankAccountField = form.register('bankAccount');
  const addressField = form.register('address');
  const phoneField = form.register('phone');

  return (
    <FormDialog
      title={title ? t('titles.edit') : t('titles.add')}
      busy={create.isMutating || edit.isMutating}
      onSubmit={save}
      locked={form.locked}
      onClose={onClose}
    >
      <FormField label={t('titles.titleType')} required>
        <RadioGroupField
          control={form.control}
          name={typeName}
          options={(['company', 'personal'] as const).map((v) => ({
            value: v,
            label: t(`titles.types.${v}`),
          }))}
        />
      </FormField>
      <FormField label={t('titles.name')} required error={form.errorOf('name')}>
        <Input {...nameField} maxLength={100} />
      </FormField>
      <FormField label={t('titles.taxNo')} required={company} error={form.errorOf('taxNo')}>
        <UpperCaseInput {...taxField} maxLength={20} />
      </FormField>
      <FormField label={t('titles.bankName')}>
        <Input {...bankNameField} maxLength={100} />
      </FormField>
      <FormField label={t('titles.bankAccount')}>
        <Input {...bankAccountField} maxLength={30} inputMode="numeric" />
      </FormField>
      <FormField label={t('titles.address')}>
        <Input {...addressField} maxLength={200} />
      </FormField>
      <FormField label={t('titles.phone')}>
        <Input {...phoneField} maxLength={30} inputMode="tel" />
      </FormField>
      <DefaultCheckbox form={form} label={t('titles.isDefault')} />
    </FormDialog>
  );
}
