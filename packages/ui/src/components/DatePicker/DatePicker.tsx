import { forwardRef } from 'react';
import { DayPicker } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { CalendarField, usePickerState, type PickerFieldProps } from '../../internal/calendar/CalendarField';
import { dayPickerProps, openingMonth } from '../../internal/calendar/dayPicker';
import { formatDay } from '../../format/date';

export interface DatePickerProps extends PickerFieldProps {
  /** The chosen day (controlled); `null` or `undefined` with `onChange` means none. */
  value?: Date | null;
  /** The initially chosen day (uncontrolled). */
  defaultValue?: Date;
  /** Called with the chosen day, or `undefined` when cleared. */
  onChange?: (value: Date | undefined) => void;
  /** Shown while no day is chosen. @default t('ui:datePicker.placeholder') */
  placeholder?: string;
}

/**
 * A date field with a calendar in a popover (react-day-picker on Radix Popover). Enter or Space
 * opens it with focus on the chosen day (or today); arrow keys move by day and week, Page Up/Down by
 * month, Enter chooses and closes, Esc closes; focus returns to the field. Month and weekday names
 * follow the UI language.
 */
export const DatePicker = forwardRef<HTMLButtonElement, DatePickerProps>(function DatePicker(props, ref) {
  const { min, max, placeholder, clearable = true, clearLabel, dialogLabel } = props;
  const { t, i18n } = useTranslation('ui');
  const { value, commit, setOpen, openProps } = usePickerState(props);

  return (
    <CalendarField
      ref={ref}
      {...props}
      {...openProps}
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
