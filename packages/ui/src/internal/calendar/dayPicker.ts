import type { Labels, Locale, Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import { ja } from 'react-day-picker/locale/ja';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import type { Language } from '../../i18n';
import { isLanguage, LANGUAGE_LOCALES } from '../../i18n';

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

/** The month a calendar opens on: the chosen day's, else today's clamped into [min, max]. */
export function openingMonth(value: Date | undefined, min?: Date, max?: Date): Date | undefined {
  if (value) return value;
  const now = new Date();
  return max && max < now ? max : min && min > now ? min : undefined;
}

/** The props both pickers give react-day-picker: language, day names, bounds. */
export function dayPickerProps(language: string | undefined, min?: Date, max?: Date) {
  return {
    locale: dayPickerLocale(language),
    labels: dayPickerLabels(language),
    disabled: dayBounds(min, max),
    startMonth: min,
    endMonth: max,
  };
}
