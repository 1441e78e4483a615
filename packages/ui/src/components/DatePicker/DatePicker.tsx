import { forwardRef } from 'react';
import { DayPicker } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { CalendarField, usePickerState } from '../../internal/calendar/CalendarField';
import { dayPickerProps, formatDay, openingMonth } from '../../internal/calendar/dayPicker';
import type { Size } from '../../theme';

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
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    clearLabel,
    dialogLabel,
    ...fieldProps
  },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const { value, commit, open, setOpen } = usePickerState({
    value: valueProp,
    defaultValue,
    onChange,
    open: openProp,
    defaultOpen,
    onOpenChange,
  });

  return (
    <CalendarField
      ref={ref}
      {...fieldProps}
      size={size}
      open={open}
      onOpenChange={setOpen}
      display={
        <span data-placeholder={value ? undefined : ''}>
          {value ? formatDay(value) : (placeholder ?? t('datePicker.placeholder'))}
        </span>
      }
      spokenValue={value ? formatDay(value) : ''}
      canClear={clearable && value !== undefined}
      onClear={() => commit(undefined)}
      clearLabel={clearLabel ?? t('datePicker.clear')}
      dialogLabel={dialogLabel ?? t('datePicker.dialog')}
    >
      <DayPicker
        mode="single"
        // Opening the dialog moves focus to the chosen day (or today), as the dialog pattern asks.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        selected={value}
        defaultMonth={openingMonth(value, min, max)}
        onSelect={(day) => {
          // A click on the chosen day keeps it; clearing is the clear button's job.
          if (day) commit(day);
          setOpen(false);
        }}
        {...dayPickerProps(i18n.language, min, max)}
      />
    </CalendarField>
  );
});
