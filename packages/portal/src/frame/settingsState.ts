// The console's settings (theme colour, size, panels), apart from its tabs and sidebar
// (frameState.ts): the app applies them on every page, the rest stays out of the public pages' first
// load.
import { DEFAULT_SETTINGS, type Settings } from '@chainportal/ui';
import { createStore } from './store';

export const SETTINGS_KEY = 'cp-settings';

/** The portal offers the settings button; the panel itself starts closed (decision 0007). */
export const PORTAL_DEFAULT_SETTINGS: Settings = { ...DEFAULT_SETTINGS, showSettings: true };

function reviveSettings(saved: unknown): Settings | undefined {
  if (!saved || typeof saved !== 'object') return undefined;
  const result = { ...PORTAL_DEFAULT_SETTINGS };
  for (const key of Object.keys(PORTAL_DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const value = (saved as Record<string, unknown>)[key];
    if (typeof value === typeof PORTAL_DEFAULT_SETTINGS[key])
      (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

export function createSettingsStore(key: string = SETTINGS_KEY) {
  const store = createStore<Settings>(PORTAL_DEFAULT_SETTINGS, key, reviveSettings);
  return {
    ...store,
    update: (change: Partial<Settings>) => store.setState({ ...store.getState(), ...change }),
  };
}

export const settingsStore = createSettingsStore();
