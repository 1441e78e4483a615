import { forwardRef, useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CalendarDays, X } from 'lucide-react';
import type { Size } from '../../theme';
import { useFieldControl } from '../FormField';
import {
  CalendarPanel,
  ClearButton,
  dayBounds,
  dayPickerLabels,
  dayPickerLocale,
  formatDay,
  PickerBox,
} from './calendar';

export interface DatePickerProps {
  /** The chosen day (controlled); `null` or `undefined` with `onChange` means none. */
  value?: Date | null;
  /** The initially chosen day (uncontrolled). */
  defaultValue?: Date;
  /** Called with the chosen day, or `undefined` when cleared. */
  onChange?: (value: Date | undefined) => void;
  /** The earliest day that can be chosen. */
  min?: Date;
  /** The latest day that can be chosen. */
  max?: Date;
  /** Shown while no day is chosen. @default t('ui:datePicker.placeholder') */
  placeholder?: string;
  /** Shows a clear button while a day is chosen. @default true */
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
  /** Accessible name of the clear button. @default t('ui:datePicker.clear') */
  clearLabel?: string;
  /** Accessible name of the calendar popup. @default t('ui:datePicker.dialog') */
  dialogLabel?: string;
  className?: string;
}

/**
 * A date field with a calendar in a popover (react-day-picker on Radix Popover). Enter or Space
 * opens it with focus on the chosen day (or today); arrow keys move by day and week, Page Up/Down by
 * month, Enter chooses and closes, Esc closes; focus returns to the field. Month and weekday names
 * follow the UI language.
 */
export const DatePicker = forwardRef<HTMLButtonElement, DatePickerProps>(function DatePicker(
  {
    value: valueProp,
    defaultValue,
    onChange,
    min,
    max,
    placeholder,
    clearable = true,
    size = 'medium',
    disabled: disabledProp,
    invalid: invalidProp,
    required: requiredProp,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    onBlur,
    id: idProp,
    'aria-label': ariaLabel,
    'aria-describedby': describedByProp,
    clearLabel,
    dialogLabel,
    className,
  },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const field = useFieldControl({
    id: idProp,
    disabled: disabledProp,
    invalid: invalidProp,
    required: requiredProp,
    'aria-describedby': describedByProp,
  });
  const valueId = useId();
  const dialogId = useId();
  const [innerValue, setInnerValue] = useState<Date | undefined>(defaultValue);
  const controlled = valueProp !== undefined;
  const value = controlled ? (valueProp ?? undefined) : innerValue;
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = openProp ?? innerOpen;

  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  const commit = (next: Date | undefined) => {
    if (!controlled) setInnerValue(next);
    onChange?.(next);
  };

  const labelledBy = !ariaLabel && field.labelId ? `${field.labelId} ${valueId}` : undefined;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <PickerBox
          className={className}
          data-size={size}
          data-state={open ? 'open' : 'closed'}
          data-invalid={field.invalid || undefined}
          data-disabled={field.disabled || undefined}
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
              aria-label={ariaLabel ? `${ariaLabel} ${value ? formatDay(value) : ''}`.trim() : undefined}
              aria-labelledby={labelledBy}
              aria-describedby={field.describedBy}
              aria-invalid={field.invalid || undefined}
              aria-required={field.required || undefined}
              onBlur={onBlur}
            >
              <span id={valueId} data-placeholder={!value}>
                {value ? formatDay(value) : (placeholder ?? t('datePicker.placeholder'))}
              </span>
            </button>
          </Popover.Trigger>
          {clearable && value && !field.disabled && (
            <ClearButton
              type="button"
              aria-label={clearLabel ?? t('datePicker.clear')}
              onClick={() => commit(undefined)}
            >
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
          aria-label={dialogLabel ?? t('datePicker.dialog')}
          // The calendar focuses the chosen day (or today) itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <CalendarPanel>
            <DayPicker
              mode="single"
              // Opening the dialog moves focus to the chosen day (or today), as the dialog pattern asks.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              selected={value}
              defaultMonth={
                value ?? (max && max < new Date() ? max : min && min > new Date() ? min : undefined)
              }
              onSelect={(day) => {
                // A click on the chosen day keeps it; clearing is the clear button's job.
                if (day) commit(day);
                setOpen(false);
              }}
              locale={dayPickerLocale(i18n.language)}
              labels={dayPickerLabels(i18n.language)}
              disabled={dayBounds(min, max)}
              startMonth={min}
              endMonth={max}
            />
          </CalendarPanel>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
