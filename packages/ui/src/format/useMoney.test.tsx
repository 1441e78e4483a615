import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { useMoney } from './useMoney';

async function moneyIn(lng: 'zh' | 'en' | 'ja') {
  const i18n = await createI18n({ lng });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useMoney(), { wrapper }).result.current;
}

describe('useMoney', () => {
  it('shows yuan in the active language', async () => {
    expect((await moneyIn('zh'))(1280.5)).toBe('¥1,280.50');
    expect((await moneyIn('en'))(1280.5)).toBe('CN¥1,280.50');
    expect((await moneyIn('en'))(-8.2)).toBe('\u2212CN¥8.20');
  });

  it('shows the placeholder for a missing amount', async () => {
    expect((await moneyIn('ja'))(undefined)).toBe('-');
  });
});
