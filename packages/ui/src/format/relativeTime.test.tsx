import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import type { Language } from '../i18n';
import { ClockProvider } from './clock';
import { DAY_PATTERN } from './date';
import { formatDurationLabel, formatRelativeTime } from './relativeTime';
import { useRelativeTime } from './useRelativeTime';

const ts: Partial<Record<Language, TFunction<'ui'>>> = {};
const instances: Partial<Record<Language, I18n>> = {};
beforeAll(async () => {
  for (const lng of ['zh', 'en', 'es', 'ja'] as const) {
    const i18n = await createI18n({ lng, onMissingKey: 'throw' });
    instances[lng] = i18n;
    ts[lng] = i18n.getFixedT(lng, 'ui');
  }
});
const tFor = (lng: Language) => ts[lng] as TFunction<'ui'>;

const NOW = new Date(2024, 4, 20, 12, 0, 0).getTime();
const ago = (seconds: number) => NOW - seconds * 1000;

describe('formatRelativeTime', () => {
  it('follows the thresholds of the spec', () => {
    const t = tFor('en');
    expect(formatRelativeTime(ago(0), NOW, t)).toBe('just now');
    expect(formatRelativeTime(ago(29), NOW, t)).toBe('just now');
    expect(formatRelativeTime(ago(30), NOW, t)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60 + 10), NOW, t)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3599), NOW, t)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(3600), NOW, t)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3600 + 59 * 60), NOW, t)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(86_400), NOW, t)).toBe('1 day ago');
    expect(formatRelativeTime(ago(2 * 86_400 - 1), NOW, t)).toBe('1 day ago');
    expect(formatRelativeTime(ago(2 * 86_400), NOW, t)).toBe('2024-05-18 12:00');
  });

  it('speaks Chinese, Spanish and Japanese with their plurals', () => {
    expect(formatRelativeTime(ago(10), NOW, tFor('zh'))).toBe('刚刚');
    expect(formatRelativeTime(ago(120), NOW, tFor('zh'))).toBe('2 分钟前');
    expect(formatRelativeTime(ago(7200), NOW, tFor('ja'))).toBe('2 時間前');
    expect(formatRelativeTime(ago(90_000), NOW, tFor('ja'))).toBe('1 日前');
    expect(formatRelativeTime(ago(60), NOW, tFor('es'))).toBe('hace 1 minuto');
    expect(formatRelativeTime(ago(3 * 3600), NOW, tFor('es'))).toBe('hace 3 horas');
  });

  it('accepts second timestamps and takes a date pattern beyond two days', () => {
    const t = tFor('en');
    expect(formatRelativeTime(Math.floor(ago(120) / 1000), NOW, t)).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(10 * 86_400), NOW, t, DAY_PATTERN)).toBe('2024-05-10');
  });

  it('shows a date for a time in the future and "-" for invalid input', () => {
    const t = tFor('en');
    expect(formatRelativeTime(NOW + 3600_000, NOW, t)).toBe('2024-05-20 13:00');
    expect(formatRelativeTime(null, NOW, t)).toBe('-');
    expect(formatRelativeTime('soon', NOW, t)).toBe('-');
  });
});

describe('formatDurationLabel', () => {
  it('uses seconds under a minute, minutes under an hour, hours under a day, otherwise days', () => {
    const t = tFor('en');
    expect(formatDurationLabel(0, t)).toBe('0 seconds');
    expect(formatDurationLabel(1, t)).toBe('1 second');
    expect(formatDurationLabel(59.5, t)).toBe('59 seconds');
    expect(formatDurationLabel(60, t)).toBe('1 minute');
    expect(formatDurationLabel(3599, t)).toBe('59 minutes');
    expect(formatDurationLabel(3600, t)).toBe('1 hour');
    expect(formatDurationLabel(86_399, t)).toBe('23 hours');
    expect(formatDurationLabel(86_400, t)).toBe('1 day');
    expect(formatDurationLabel(30 * 86_400, t)).toBe('30 days');
  });

  it('translates, including the Spanish "many" plural of large numbers', () => {
    expect(formatDurationLabel(2 * 86_400, tFor('zh'))).toBe('2 天');
    expect(formatDurationLabel(1_000_000 * 86_400, tFor('es'))).toBe('1000000 días');
  });

  it('returns "-" for negative or invalid input', () => {
    const t = tFor('en');
    expect(formatDurationLabel(-1, t)).toBe('-');
    expect(formatDurationLabel(Number.NaN, t)).toBe('-');
    expect(formatDurationLabel(null, t)).toBe('-');
  });
});

function LastSeen({ at }: { at: number }) {
  return <span>{useRelativeTime(at, { refreshMs: 10_000 })}</span>;
}

describe('useRelativeTime', () => {
  afterEach(() => vi.useRealTimers());

  it('updates the label as time passes, in the language of the provider', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const { rerender } = render(
      <I18nextProvider i18n={instances.en as I18n}>
        <LastSeen at={NOW} />
      </I18nextProvider>,
    );
    expect(screen.getByText('just now')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
    rerender(
      <I18nextProvider i18n={instances.zh as I18n}>
        <LastSeen at={NOW} />
      </I18nextProvider>,
    );
    expect(screen.getByText('2 分钟前')).toBeInTheDocument();
  });

  it("reads the provider's clock: a pinned world's times stay as its day tells them", () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW + 5 * 86_400_000);
    render(
      <I18nextProvider i18n={instances.en as I18n}>
        <ClockProvider now={() => NOW}>
          <LastSeen at={ago(3 * 3600)} />
        </ClockProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
  });
});
