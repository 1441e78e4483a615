import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Rendering a calendar or loading a language is slow on a shared CI machine.
vi.setConfig({ testTimeout: 30_000 });
import { createI18n, type Language } from '../../i18n';
import { DateRangePicker } from '../DateRangePicker';
import { DatePicker } from './DatePicker';

let en: I18n;
// createI18n makes each new instance the default one: render in English explicitly.
const English = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={en}>{children}</I18nextProvider>
);

beforeAll(async () => {
  en = await createI18n({ lng: 'en', onMissingKey: 'throw' });
  // jsdom has no ResizeObserver; Radix's popper measures with it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const MARCH_15 = new Date(2024, 2, 15);

describe('DatePicker localisation', () => {
  it.each<[Language, string, string, string]>([
    ['en', 'Choose a date', 'March 2024', 'Select date'],
    ['zh', '选择日期', '2024年3月', '请选择日期'],
    ['es', 'Elegir una fecha', 'marzo 2024', 'Seleccionar fecha'],
    ['ja', '日付を選ぶ', '2024年3月', '日付を選択'],
  ])(
    '%s: month names, the dialog name and the placeholder follow the language',
    async (lng, dialogName, caption, placeholder) => {
      const i18n = await createI18n({ lng, onMissingKey: 'throw' });
      render(
        <I18nextProvider i18n={i18n}>
          <DatePicker aria-label="x" defaultOpen defaultValue={MARCH_15} />
          <DatePicker aria-label="y" />
        </I18nextProvider>,
      );
      const dialog = screen.getByRole('dialog', { name: dialogName });
      expect(dialog).toHaveTextContent(caption);
      expect(screen.getByRole('combobox', { name: 'y' })).toHaveTextContent(placeholder);
    },
  );
});

describe('DatePicker limits', () => {
  it('does not let a day outside min/max be chosen', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        aria-label="Due"
        defaultOpen
        defaultValue={MARCH_15}
        min={new Date(2024, 2, 10)}
        max={new Date(2024, 2, 20)}
        onChange={onChange}
      />,
      { wrapper: English },
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 21/ }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20/ }));
    expect(onChange).toHaveBeenCalledWith(new Date(2024, 2, 20));
  });
});

describe('DateRangePicker', () => {
  it('orders the two chosen days and reports the range only when complete', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        aria-label="Period"
        defaultOpen
        defaultValue={{ from: MARCH_15, to: MARCH_15 }}
        onChange={onChange}
      />,
      {
        wrapper: English,
      },
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20/ }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /March 2,/ }));
    expect(onChange).toHaveBeenCalledWith({ from: new Date(2024, 2, 2), to: new Date(2024, 2, 20) });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Period 2024-03-02 to 2024-03-20' })).toBeInTheDocument();
  });
});
