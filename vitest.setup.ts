import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { createI18n } from './packages/ui/src/i18n';

// A jsdom window in a VM context (the dom project's pool, decision 0113) has no web streams, which
// MSW's Node interceptors use; Node's own are the ones the tests ran with before.
Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });

// Unit tests render in English and fail on a missing translation key. initReactI18next makes this
// instance the one useTranslation() falls back to when no provider is rendered.
export const testI18n = await createI18n({ lng: 'en', onMissingKey: 'throw' });
afterEach(() => cleanup());
