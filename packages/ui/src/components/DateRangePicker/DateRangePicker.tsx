import { forwardRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CalendarField, usePickerState, type PickerFieldProps } from '../../internal/calendar/CalendarField';
import { dayPickerProps, openingMonth } from '../../internal/calendar/dayPicker';
import { formatDay } from '../../format/date';

export interface DateRange {
  from: Date;
  to: Date;
}

export interface DateRangePickerProps extends PickerFieldProps {
  /** The chosen range (controlled); `null` means none. */
  value?: DateRange | null;
  /** The initially chosen range (uncontrolled). */
  defaultValue?: DateRange;
  /** Called with a complete range (from <= to), or `undefined` when cleared. */
  onChange?: (value: DateRange | undefined) => void;
  /** Text for the start while none is chosen. @default t('ui:dateRangePicker.start') */
  startPlaceholder?: string;
  /** Text for the end while none is chosen. @default t('ui:dateRangePicker.end') */
  endPlaceholder?: string;
  /** Months shown side by side. @default 2 */
  numberOfMonths?: number;
}

const Separator = styled.span`
  flex: none;
  color: var(--cp-text-secondary);
`;

/**
 * A date range field: the first day chosen starts the range, the second ends it (in either order)
 * and closes the calendar. Closing after one day keeps the previous range. Keyboard as DatePicker.
 */
export const DateRangePicker = forwardRef<HTMLButtonElement, DateRangePickerProps>(
  function DateRangePicker(props, ref) {
    const { min, max, startPlaceholder, endPlaceholder, clearable = true, numberOfMonths = 2 } = props;
    const { t, i18n } = useTranslation('ui');
    // The first day of a range being picked; the committed value changes only when both are chosen.
    const [pendingFrom, setPendingFrom] = useState<Date | undefined>(undefined);
    const { value, commit, setOpen, openProps } = usePickerState({
      ...props,
      onOpenChange: (next) => {
        setPendingFrom(undefined);
        props.onOpenChange?.(next);
      },
    });

    const pick = (day: Date) => {
      if (!pendingFrom) {
        setPendingFrom(day);
        return;
      }
      const [from, to] = pendingFrom <= day ? [pendingFrom, day] : [day, pendingFrom];
      commit({ from, to });
      setOpen(false);
    };

    const shown = pendingFrom ? { from: pendingFrom, to: undefined } : value;
    const placeholder = value ? undefined : '';
    const startText = value ? formatDay(value.from) : (startPlaceholder ?? t('dateRangePicker.start'));
    const endText = value ? formatDay(value.to) : (endPlaceholder ?? t('dateRangePicker.end'));

    return (
      <CalendarField
        ref={ref}
        {...props}
        {...openProps}
        display={
          <>
            <span data-placeholder={placeholder}>{startText}</span>{' '}
            <Separator>{t('dateRangePicker.to')}</Separator>{' '}
            <span data-placeholder={placeholder}>{endText}</span>
          </>
        }
        spokenValue={
          value ? `${formatDay(value.from)} ${t('dateRangePicker.to')} ${formatDay(value.to)}` : ''
        }
        canClear={clearable && value !== undefined}
        onClear={() => commit(undefined)}
        clearLabel={props.clearLabel ?? t('dateRangePicker.clear')}
        dialogLabel={props.dialogLabel ?? t('dateRangePicker.dialog')}
      >
        <DayPicker
          mode="range"
          // Opening the dialog moves focus to the chosen day (or today), as the dialog pattern asks.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          numberOfMonths={numberOfMonths}
          selected={shown}
          defaultMonth={openingMonth(value?.from, min, max)}
          onSelect={(_range, day) => pick(day)}
          {...dayPickerProps(i18n.language, min, max)}
        />
      </CalendarField>
    );
  },
);
