import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** What a FormField tells the control inside it. */
export interface FormFieldContextValue {
  /** The id the control must carry so the label points at it. */
  controlId: string;
  /** The id of the label element (for controls that are not labelable, such as a radio group). */
  labelId: string;
  /** Space-separated ids of the error and hint, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** The surrounding FormField, or null when the control stands alone. */
export function useFormField(): FormFieldContextValue | null {
  return useContext(FormFieldContext);
}

/** Props a control reads to wire itself to its FormField. */
export interface FieldControlProps {
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  'aria-describedby'?: string;
}

/**
 * Merges a control's own props with its FormField: the control gets the field's id, its
 * `aria-describedby` gains the error and hint, and invalid/required/disabled fall back to the
 * field's. Props given on the control win.
 */
export function useFieldControl(props: FieldControlProps) {
  const field = useFormField();
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    id: props.id ?? field?.controlId,
    labelId: field?.labelId,
    describedBy,
    invalid: props.invalid ?? field?.invalid ?? false,
    required: props.required ?? field?.required ?? false,
    disabled: props.disabled ?? field?.disabled ?? false,
  };
}

export type FormFieldLayout = 'vertical' | 'horizontal';

export interface FormFieldProps {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Help text below the control, announced as its description; an error replaces it while shown. */
  hint?: ReactNode;
  /** An error message; when present the control is marked invalid and the message describes it. */
  error?: ReactNode;
  /** Shows the required mark and sets `aria-required` on the control. @default false */
  required?: boolean;
  /** Disables the control inside. @default false */
  disabled?: boolean;
  /** The control's id; generated when omitted. Set it here, not on the control. */
  id?: string;
  /** Label above the control, or beside it. @default 'vertical' */
  layout?: FormFieldLayout;
  /** Text shown to mouse users on the required mark. @default t('ui:formField.required') */
  requiredLabel?: string;
  className?: string;
  /** One control: Input, PasswordInput, Textarea, Select, Checkbox, RadioGroup, Upload, DatePicker... */
  children: ReactNode;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-xs);
  min-width: 0;

  &[data-layout='horizontal'] {
    display: grid;
    grid-template-columns: minmax(96px, max-content) 1fr;
    column-gap: var(--cp-space-md);
    align-items: start;
  }
  &[data-layout='horizontal'] > label {
    padding-top: 5px;
    text-align: end;
  }
  &[data-layout='horizontal'] > [data-part='messages'] {
    grid-column: 2;
  }
`;

const Label = styled.label`
  color: var(--cp-text);
  font-size: var(--cp-font-md);
  font-weight: 500;

  &[data-disabled] {
    color: var(--cp-text-secondary);
  }
`;

const RequiredMark = styled.span`
  margin-inline-start: var(--cp-space-xxs);
  color: var(--cp-danger);
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-xs);
  min-width: 0;
`;

const Message = styled.div`
  font-size: var(--cp-font-sm);
  line-height: 1.5;
  color: var(--cp-text-secondary);

  &[data-part='error'] {
    color: var(--cp-danger);
  }
`;

/**
 * A label, a control, a hint and an error message, wired together: the label names the control,
 * the hint and error describe it (`aria-describedby`), an error sets `aria-invalid`, `required`
 * sets `aria-required`. Works with react-hook-form: pass `errors.x?.message` as `error`.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  layout = 'vertical',
  requiredLabel,
  className,
  children,
}: FormFieldProps) {
  const { t } = useTranslation('ui');
  const baseId = useId();
  const controlId = id ?? `${baseId}control`;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  // While an error shows, it takes the hint's place: the two would often say the same rule twice.
  const hasHint = !hasError && hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedBy = [hasError && errorId, hasHint && hintId].filter(Boolean).join(' ') || undefined;

  const context = useMemo<FormFieldContextValue>(
    () => ({ controlId, labelId, describedBy, invalid: hasError, required, disabled }),
    [controlId, labelId, describedBy, hasError, required, disabled],
  );

  return (
    <Field className={className} data-layout={layout} data-invalid={hasError ? '' : undefined}>
      <Label id={labelId} htmlFor={controlId} data-disabled={disabled ? '' : undefined}>
        {label}
        {required && (
          <RequiredMark aria-hidden="true" title={requiredLabel ?? t('formField.required')}>
            *
          </RequiredMark>
        )}
      </Label>
      <Body data-part="messages">
        <FormFieldContext.Provider value={context}>{children}</FormFieldContext.Provider>
        {hasError && (
          <Message id={errorId} data-part="error">
            {error}
          </Message>
        )}
        {hasHint && (
          <Message id={hintId} data-part="hint">
            {hint}
          </Message>
        )}
      </Body>
    </Field>
  );
}
