import type { Labels, Locale, Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import { ja } from 'react-day-picker/locale/ja';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import styled from 'styled-components';
import type { Language } from '../../i18n';
import { isLanguage, LANGUAGE_LOCALES } from '../../i18n';
import { controlBox, controlIconButton } from '../FormField/controlStyles';

// react-day-picker's locales are date-fns locales extended with translated labels for the grid,
// the day buttons and the navigation.
const DAY_PICKER_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, es, ja };

/** The calendar locale (month and weekday names, first day of week, labels) for a language. */
export function dayPickerLocale(language: string | undefined): Locale {
  return isLanguage(language) ? DAY_PICKER_LOCALES[language] : enUS;
}

/**
 * Day button names that contain the number shown on the button ("Friday, March 15, 2024", not
 * "March 15th"), so speech input users can say what they see. Selection is announced by the grid
 * cell's aria-selected.
 */
export function dayPickerLabels(language: string | undefined): Partial<Labels> {
  const format = new Intl.DateTimeFormat(isLanguage(language) ? LANGUAGE_LOCALES[language] : 'en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return { labelDayButton: (date: Date) => format.format(date) };
}

/** Days outside [min, max] cannot be chosen. */
export function dayBounds(min?: Date, max?: Date): Matcher[] {
  const matchers: Matcher[] = [];
  if (min) matchers.push({ before: min });
  if (max) matchers.push({ after: max });
  return matchers;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A calendar date as the portal shows it: year-month-day (spec section 9). */
export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The box of a date field: a trigger button that fills it, then clear and calendar icons. */
export const PickerBox = styled.span`
  ${controlBox}
  padding-inline-end: 7px;

  & > [data-part='trigger'] {
    display: inline-flex;
    align-items: center;
    gap: var(--cp-space-sm);
    flex: 1;
    min-width: 0;
    align-self: stretch;
    padding: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  & > [data-part='trigger']:disabled {
    cursor: not-allowed;
  }
  & [data-placeholder='true'] {
    color: var(--cp-text-secondary);
  }
  &[data-disabled='true'] [data-placeholder='true'] {
    color: var(--cp-text-disabled);
  }
  & > [data-part='icon'] {
    flex: none;
    color: var(--cp-text-secondary);
  }
  &:has([data-part='trigger']:focus-visible) {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }
`;

export const ClearButton = styled.button`
  ${controlIconButton}
`;

/** Styles for react-day-picker's default class names; colours come from the theme variables. */
export const CalendarPanel = styled.div`
  z-index: var(--cp-z-dropdown);
  padding: var(--cp-space-md);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  box-shadow: var(--cp-shadow-md);
  color: var(--cp-text);
  font-size: var(--cp-font-md);

  &:focus {
    outline: 0;
  }
  .rdp-months {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    gap: var(--cp-space-xl);
  }
  .rdp-nav {
    position: absolute;
    inset-inline-end: 0;
    top: 0;
    display: flex;
    gap: var(--cp-space-xs);
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    padding: 0;
    border: 0;
    border-radius: var(--cp-radius-md);
    background: transparent;
    color: var(--cp-text-secondary);
    cursor: pointer;
  }
  .rdp-button_previous:hover,
  .rdp-button_next:hover {
    background: var(--cp-bg-muted);
    color: var(--cp-text);
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled,
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] {
    color: var(--cp-text-disabled);
    background: transparent;
    cursor: not-allowed;
  }
  .rdp-chevron {
    width: 14px;
    height: 14px;
    fill: currentColor;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 28px;
    margin-bottom: var(--cp-space-sm);
    font-weight: 600;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: 36px;
    height: 28px;
    padding: 0;
    font-size: var(--cp-font-sm);
    font-weight: 400;
    color: var(--cp-text-secondary);
  }
  .rdp-day {
    width: 36px;
    height: 32px;
    padding: 1px 0;
    text-align: center;
  }
  .rdp-day_button {
    width: 28px;
    height: 28px;
    padding: 0;
    border: 1px solid transparent;
    border-radius: var(--cp-radius-md);
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .rdp-day_button:hover {
    background: var(--cp-bg-muted);
  }
  .rdp-today .rdp-day_button {
    border-color: var(--cp-primary-solid);
  }
  .rdp-outside {
    color: var(--cp-text-secondary);
  }
  .rdp-range_middle {
    background: var(--cp-primary-light);
  }
  .rdp-range_middle .rdp-day_button {
    color: var(--cp-text);
  }
  .rdp-range_start {
    background: linear-gradient(to right, transparent 50%, var(--cp-primary-light) 50%);
  }
  .rdp-range_end {
    background: linear-gradient(to left, transparent 50%, var(--cp-primary-light) 50%);
  }
  .rdp-range_start.rdp-range_end {
    background: transparent;
  }
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
  .rdp-disabled .rdp-day_button {
    color: var(--cp-text-disabled);
    background: transparent;
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .rdp-day_button:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }
`;
