import { forwardRef, useId, useState, type ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { CalendarDays, X } from 'lucide-react';
import type { Size } from '../../theme';
import { useFieldControl } from '../../components/FormField';
import { CalendarPanel, ClearButton, PickerBox } from './calendarStyles';

/**
 * A picker's value and open state, each controlled or not. `onOpenChange` runs for every open or
 * close, whoever controls it.
 */
export function usePickerState<V>({
  value: valueProp,
  defaultValue,
  onChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: {
  value?: V | null;
  defaultValue?: V;
  onChange?: (value: V | undefined) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [innerValue, setInnerValue] = useState<V | undefined>(defaultValue);
  const controlled = valueProp !== undefined;
  const value = controlled ? (valueProp ?? undefined) : innerValue;
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = openProp ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  const commit = (next: V | undefined) => {
    if (!controlled) setInnerValue(next);
    onChange?.(next);
  };
  /** The open state as CalendarField takes it. */
  const openProps = { open, onOpenChange: setOpen };
  return { value, commit, open, setOpen, openProps };
}

/** The props both date pickers take besides their value. */
export interface PickerFieldProps {
  /** The earliest day that can be chosen. */
  min?: Date;
  /** The latest day that can be chosen. */
  max?: Date;
  /** Shows a clear button while a value is chosen. @default true */
  clearable?: boolean;
  /** Control height. @default 'medium' */
  size?: Size;
  /** @default false */
  disabled?: boolean;
  /** Marks the value as wrong; a FormField with an error sets it. @default false */
  invalid?: boolean;
  /** @default false */
  required?: boolean;
  /** Controlled open state of the calendar. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called when the trigger loses focus (for react-hook-form's `onBlur`). */
  onBlur?: () => void;
  id?: string;
  /** Names the field when it is not inside a FormField. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Accessible name of the clear button. @default t('ui:datePicker.clear') or t('ui:dateRangePicker.clear') */
  clearLabel?: string;
  /** Accessible name of the calendar popup. @default t('ui:datePicker.dialog') or t('ui:dateRangePicker.dialog') */
  dialogLabel?: string;
  className?: string;
}

export interface CalendarFieldProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The value as shown in the field (the caller marks placeholders with `data-placeholder`). */
  display: ReactNode;
  /** The value as spoken after `aria-label` ('' when there is none). */
  spokenValue: string;
  /** Shows the clear button (when the field is not disabled). */
  canClear: boolean;
  onClear: () => void;
  clearLabel: string;
  dialogLabel: string;
  /** The calendar (a react-day-picker `DayPicker`). */
  children: ReactNode;
  /** @default 'medium' */
  size?: Size | undefined;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  onBlur?: () => void;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * The field both date pickers share: a combobox trigger that opens the calendar in a popover (the
 * APG date picker pattern), a clear button and the calendar icon; FormField's label, description,
 * invalid, required and disabled states apply.
 */
export const CalendarField = forwardRef<HTMLButtonElement, CalendarFieldProps>(function CalendarField(
  {
    open,
    onOpenChange,
    display,
    spokenValue,
    canClear,
    onClear,
    clearLabel,
    dialogLabel,
    children,
    size = 'medium',
    disabled,
    invalid,
    required,
    onBlur,
    id,
    'aria-label': ariaLabel,
    'aria-describedby': describedBy,
    className,
  },
  ref,
) {
  const field = useFieldControl({ id, disabled, invalid, required, 'aria-describedby': describedBy });
  const valueId = useId();
  const dialogId = useId();
  const labelledBy = !ariaLabel && field.labelId ? `${field.labelId} ${valueId}` : undefined;

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor asChild>
        <PickerBox
          className={className}
          data-size={size}
          data-state={open ? 'open' : 'closed'}
          data-invalid={field.invalid ? '' : undefined}
          data-disabled={field.disabled ? '' : undefined}
        >
          <Popover.Trigger asChild>
            <button
              ref={ref}
              type="button"
              // A combobox that opens a dialog (the APG date picker pattern): it carries the value,
              // and aria-invalid/aria-required are valid on it.
              role="combobox"
              aria-expanded={open}
              aria-controls={open ? dialogId : undefined}
              data-part="trigger"
              id={field.id}
              disabled={field.disabled}
              aria-label={ariaLabel ? `${ariaLabel} ${spokenValue}`.trim() : undefined}
              aria-labelledby={labelledBy}
              aria-describedby={field.describedBy}
              aria-invalid={field.invalid || undefined}
              aria-required={field.required || undefined}
              onBlur={onBlur}
            >
              <span id={valueId}>{display}</span>
            </button>
          </Popover.Trigger>
          {canClear && !field.disabled && (
            <ClearButton type="button" aria-label={clearLabel} onClick={onClear}>
              <X size={14} aria-hidden="true" />
            </ClearButton>
          )}
          <CalendarDays data-part="icon" size={14} aria-hidden="true" />
        </PickerBox>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          asChild
          id={dialogId}
          align="start"
          sideOffset={4}
          aria-label={dialogLabel}
          // The calendar focuses the chosen day (or today) itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <CalendarPanel>{children}</CalendarPanel>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
