import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createI18n } from './packages/ui/src/i18n';

// Unit tests render in English and fail on a missing translation key. initReactI18next makes this
// instance the one useTranslation() falls back to when no provider is rendered.
export const testI18n = await createI18n({ lng: 'en', onMissingKey: 'throw' });
afterEach(() => cleanup());
