// A work order's attachments (up to five files, each within the upload limit), for a form with a
// `files` field: the new work order and a reply. The files are uploaded when the form sends.
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '@chainportal/api';
import { FieldController, FormField, Upload, type SchemaForm } from '@chainportal/ui';

/** The field's name: kept outside the JSX (field names are not user-visible text). */
const FILES = 'files';

export function AttachmentsField<Values extends { files: File[] }, Output>({
  form,
}: {
  form: SchemaForm<Values, Output>;
}) {
  const { t } = useTranslation('console');
  return (
    <FormField label={t('workOrder.attachments')}>
      <FieldController
        control={form.control}
        name={FILES as never}
        render={({ field }) => (
          <Upload
            value={field.value as File[]}
            onChange={field.onChange}
            maxCount={5}
            maxBytes={UPLOAD_MAX_BYTES}
          />
        )}
      />
    </FormField>
  );
}
