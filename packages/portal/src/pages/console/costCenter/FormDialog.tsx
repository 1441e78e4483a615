// A dialog holding one form (add or edit a saved record): Cancel and Save in the footer, Enter saves,
// and a save already under way is not started again. Used by addresses/AddressDialog and
// titles/TitleDialog with a useSchemaForm form, and DefaultCheckbox, the record's "use as default".
import { useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dialog, FieldController, type SchemaForm } from '@chainportal/ui';
import { FormColumn } from '../parts/ConsolePage';

export interface FormDialogProps {
  title: string;
  /** While the save call runs. */
  busy: boolean;
  /** The form's `onSubmit(...)`: checks, sends, and closes the dialog itself when it succeeded. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The form's `locked`: 6 seconds after a save that sent. */
  locked: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({ title, busy, onSubmit, locked, onClose, children }: FormDialogProps) {
  const { t } = useTranslation('billing');
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {/* In the footer, outside the form: linked to it by its `form` attribute. */}
          <Button type="submit" form={formId} variant="primary" locked={locked} loading={busy}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <FormColumn id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
      </FormColumn>
    </Dialog>
  );
}

/** The field's name: registered outside the JSX (field names are not user-visible text). */
const IS_DEFAULT = 'isDefault';

/** "Use as the default" for a form with an `isDefault` field (a saved address or invoice title). */
export function DefaultCheckbox<Values extends { isDefault: boolean }, Output>({
  form,
  label,
}: {
  form: SchemaForm<Values, Output>;
  label: string;
}) {
  return (
    <FieldController
      control={form.control}
      name={IS_DEFAULT as never}
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          checked={field.value as boolean}
          onCheckedChange={(checked) => field.onChange(checked === true)}
        >
          {label}
        </Checkbox>
      )}
    />
  );
}
