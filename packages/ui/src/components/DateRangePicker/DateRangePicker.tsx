import { forwardRef, useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CalendarDays, X } from 'lucide-react';
import styled from 'styled-components';
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
} from '../DatePicker/calendar';

export interface DateRange {
  from: Date;
  to: Date;
}

export interface DateRangePickerProps {
  /** The chosen range (controlled); `null` means none. */
  value?: DateRange | null;
  /** The initially chosen range (uncontrolled). */
  defaultValue?: DateRange;
  /** Called with a complete range (from <= to), or `undefined` when cleared. */
  onChange?: (value: DateRange | undefined) => void;
  /** The earliest day that can be chosen. */
  min?: Date;
  /** The latest day that can be chosen. */
  max?: Date;
  /** Text for the start while none is chosen. @default t('ui:dateRangePicker.start') */
  startPlaceholder?: string;
  /** Text for the end while none is chosen. @default t('ui:dateRangePicker.end') */
  endPlaceholder?: string;
  /** Shows a clear button while a range is chosen. @default true */
  clearable?: boolean;
  /** Months shown side by side. @default 2 */
  numberOfMonths?: number;
  /** Control height. @default 'medium' */
  size?: Size;
  /** @default false */
  disabled?: boolean;
  /** Marks the value as wrong; a FormField with an error sets it. @default false */
  invalid?: boolean;
  /** @default false */
  required?: boolean;
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
  /** Accessible name of the clear button. @default t('ui:dateRangePicker.clear') */
  clearLabel?: string;
  /** Accessible name of the calendar popup. @default t('ui:dateRangePicker.dialog') */
  dialogLabel?: string;
  className?: string;
}

const Separator = styled.span`
  flex: none;
  color: var(--cp-text-secondary);
`;

/**
 * A date range field: the first day chosen starts the range, the second ends it (in either order)
 * and closes the calendar. Closing after one day keeps the previous range. Keyboard as DatePicker.
 */
export const DateRangePicker = forwardRef<HTMLButtonElement, DateRangePickerProps>(function DateRangePicker(
  {
    value: valueProp,
    defaultValue,
    onChange,
    min,
    max,
    startPlaceholder,
    endPlaceholder,
    clearable = true,
    numberOfMonths = 2,
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
  const [innerValue, setInnerValue] = useState<DateRange | undefined>(defaultValue);
  const controlled = valueProp !== undefined;
  const value = controlled ? (valueProp ?? undefined) : innerValue;
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = openProp ?? innerOpen;
  // The first day of a range being picked; the committed value changes only when both are chosen.
  const [pendingFrom, setPendingFrom] = useState<Date | undefined>(undefined);

  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    setPendingFrom(undefined);
    onOpenChange?.(next);
  };
  const commit = (next: DateRange | undefined) => {
    if (!controlled) setInnerValue(next);
    onChange?.(next);
  };

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
  const startText = value ? formatDay(value.from) : (startPlaceholder ?? t('dateRangePicker.start'));
  const endText = value ? formatDay(value.to) : (endPlaceholder ?? t('dateRangePicker.end'));
  const labelledBy = !ariaLabel && field.labelId ? `${field.labelId} ${valueId}` : undefined;
  const spoken = value ? `${formatDay(value.from)} ${t('dateRangePicker.to')} ${formatDay(value.to)}` : '';

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
              aria-label={ariaLabel ? `${ariaLabel} ${spoken}`.trim() : undefined}
              aria-labelledby={labelledBy}
              aria-describedby={field.describedBy}
              aria-invalid={field.invalid || undefined}
              aria-required={field.required || undefined}
              onBlur={onBlur}
            >
              <span id={valueId}>
                <span data-placeholder={!value}>{startText}</span>{' '}
                <Separator>{t('dateRangePicker.to')}</Separator>{' '}
                <span data-placeholder={!value}>{endText}</span>
              </span>
            </button>
          </Popover.Trigger>
          {clearable && value && !field.disabled && (
            <ClearButton
              type="button"
              aria-label={clearLabel ?? t('dateRangePicker.clear')}
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
          aria-label={dialogLabel ?? t('dateRangePicker.dialog')}
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <CalendarPanel>
            <DayPicker
              mode="range"
              // Opening the dialog moves focus to the chosen day (or today), as the dialog pattern asks.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              numberOfMonths={numberOfMonths}
              selected={shown}
              defaultMonth={
                value?.from ?? (max && max < new Date() ? max : min && min > new Date() ? min : undefined)
              }
              onSelect={(_range, day) => pick(day)}
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
