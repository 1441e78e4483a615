import {
  DEFAULT_SETTINGS,
  INITIAL_TAGS_STATE,
  tagsReducer,
  type Settings,
  type TagsAction,
  type TagsState,
} from '@chainportal/ui';
import { getSidebarOpened, setSidebarOpened } from '../session/cookies';
import { createStore } from './store';

export const TAGS_KEY = 'cp-tags-view';
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

function reviveTags(saved: unknown): TagsState | undefined {
  if (!saved || typeof saved !== 'object') return undefined;
  const { visitedViews, cachedViews } = saved as Partial<TagsState>;
  if (!Array.isArray(visitedViews) || !Array.isArray(cachedViews)) return undefined;
  return {
    visitedViews: visitedViews.filter((v) => v && typeof v.path === 'string' && typeof v.title === 'string'),
    cachedViews: cachedViews.filter((name) => typeof name === 'string'),
  };
}

/**
 * Open tabs and cached views. Titles are stored as translation keys (route.*), so a language switch
 * re-labels the tabs. Saved in localStorage: they survive a reload.
 */
export function createTagsStore(key: string = TAGS_KEY) {
  const store = createStore<TagsState>(INITIAL_TAGS_STATE, key, reviveTags);
  return {
    ...store,
    dispatch: (action: TagsAction) => store.setState(tagsReducer(store.getState(), action)),
  };
}

export function createSettingsStore(key: string = SETTINGS_KEY) {
  const store = createStore<Settings>(PORTAL_DEFAULT_SETTINGS, key, reviveSettings);
  return {
    ...store,
    update: (change: Partial<Settings>) => store.setState({ ...store.getState(), ...change }),
  };
}

/** Sidebar open/closed, kept in the `sidebarStatus` cookie (1 open, 0 closed). */
export function createSidebarStore() {
  const store = createStore<boolean>(getSidebarOpened());
  return {
    ...store,
    set(opened: boolean) {
      setSidebarOpened(opened);
      store.setState(opened);
    },
  };
}

export const tagsStore = createTagsStore();
export const settingsStore = createSettingsStore();
export const sidebarStore = createSidebarStore();
