import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  ClockProvider,
  createI18n,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  message,
  SIZES,
  isSize,
  THEME_PRESETS,
  ThemeProvider,
  type Language,
} from '@chainportal/ui';
import { translatedDefaults } from './translatedDefaults';

const instances = new Map<Language, Promise<I18n>>();
function i18nFor(lng: Language): Promise<I18n> {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createI18n({ lng, onMissingKey: 'throw' });
    instances.set(lng, instance);
  }
  return instance;
}

const loadI18n: Loader = async ({ globals }) => {
  const lng = isLanguage(globals.locale) ? globals.locale : 'en';
  const i18n = await i18nFor(lng);
  document.documentElement.lang = lng;
  return { i18n };
};

/** The pinned day of the mock world (first loader): relative times are told against it too. */
let pinnedNow = Date.now();
const pinnedClock = () => pinnedNow;

const withProviders: Decorator = (Story, { globals, loaded }) => {
  const preset = THEME_PRESETS.find((p) => p.id === globals.themePreset) ?? THEME_PRESETS[0];
  const size = isSize(globals.size) ? globals.size : 'medium';
  return (
    <I18nextProvider i18n={loaded.i18n as I18n}>
      <ClockProvider now={pinnedClock}>
        <ThemeProvider primaryColor={preset.color} size={size}>
          <Story />
        </ThemeProvider>
      </ClockProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  // Docs tables show the text a translated default gives, not the t('ui:…') call (issue 28.6).
  argTypesEnhancers: [translatedDefaults],
  loaders: [
    // The mock backend of @chainportal/api (msw-storybook-addon 3): every story starts from the
    // seeded data; a story adds handlers with `parameters.msw` or faults with `faults.set(...)`.
    async (context) => {
      const [{ mswLoader }, mocks] = await Promise.all([
        import('msw-storybook-addon/csf3'),
        import('@chainportal/api/mocks/browser'),
      ]);
      // Every story sees the world of one fixed day, so its pixels do not change (decision 0068).
      mocks.pinMockClock(mocks.PINNED_NOW);
      pinnedNow = mocks.PINNED_NOW;
      mocks.resetMockDb();
      // Messages live outside React (5 s for an error): none may carry over from the story before.
      message.destroy();
      return mswLoader(() => mocks.startMockWorker({ quiet: true }))(context);
    },
    loadI18n,
  ],
  decorators: [withProviders],
  initialGlobals: {
    locale: 'en',
    themePreset: 'daybreak',
    size: 'medium',
    // Under automation (the test-runner's Chromium) axe runs once per story, from
    // .storybook/test-runner.ts, which fails the story; addon-a11y's own run after each story would
    // only repeat it. In a person's browser the panel runs it as usual.
    a11y: { manual: typeof navigator !== 'undefined' && navigator.webdriver === true },
  },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
    themePreset: {
      description: 'Theme preset',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: THEME_PRESETS.map((p) => ({ value: p.id, title: `${p.id} ${p.color}` })),
        dynamicTitle: true,
      },
    },
    // The interface size (ThemeProvider size): the density of every control.
    size: {
      description: 'Interface size',
      toolbar: {
        title: 'Size',
        icon: 'ruler',
        items: SIZES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails the Storybook test run. 'region' (all content
    // inside landmarks) is a page's concern, not a component's shown alone: it is checked on every
    // real page by packages/portal/e2e/page-checks.spec.ts.
    a11y: { test: 'error', config: { rules: [{ id: 'region', enabled: false }] } },
  },
};
export default preview;
