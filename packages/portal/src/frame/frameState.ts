import { INITIAL_TAGS_STATE, tagsReducer, type TagsAction, type TagsState } from '@chainportal/ui';
import { getSidebarOpened, setSidebarOpened } from '../session/cookies';
import { onForgetUserData, TAGS_STORAGE_KEY } from '../session/userData';
import { createStore } from './store';

export const TAGS_KEY = TAGS_STORAGE_KEY;

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
 * re-labels the tabs. Saved in localStorage: they survive a reload, not a change of user.
 */
export function createTagsStore(key: string = TAGS_KEY) {
  const store = createStore<TagsState>(INITIAL_TAGS_STATE, key, reviveTags);
  return {
    ...store,
    dispatch: (action: TagsAction) => store.setState(tagsReducer(store.getState(), action)),
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
// The tabs belong to the user who opened them (decision 0052): a new session starts with none.
onForgetUserData(() => tagsStore.setState(INITIAL_TAGS_STATE));
export const sidebarStore = createSidebarStore();
