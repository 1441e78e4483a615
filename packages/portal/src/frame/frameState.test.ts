// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSidebarStore, createTagsStore } from './frameState';
import { createSettingsStore } from './settingsState';

beforeEach(() => {
  localStorage.clear();
  Cookies.remove('sidebarStatus', { path: '/' });
});

describe('frame state', () => {
  it('keeps tabs (one per path) and cached views across a reload, except no-cache pages', () => {
    const tags = createTagsStore('t');
    tags.dispatch({
      type: 'add',
      view: { path: '/homepage/homepage', title: 'home', name: 'Homepage', affix: true },
    });
    tags.dispatch({
      type: 'add',
      view: { path: '/costCenter/orderMGT', title: 'orderMGT', name: 'OrderMGT' },
    });
    tags.dispatch({
      type: 'add',
      view: { path: '/costCenter/orderMGT', title: 'orderMGT', name: 'OrderMGT' },
    });
    tags.dispatch({
      type: 'add',
      view: { path: '/appservers/myappdetail', title: 'myappdetail', name: 'MyAppDetail', noCache: true },
    });
    const reloaded = createTagsStore('t');
    expect(reloaded.getState().visitedViews.map((v) => v.path)).toEqual([
      '/homepage/homepage',
      '/costCenter/orderMGT',
      '/appservers/myappdetail',
    ]);
    expect(reloaded.getState().cachedViews).toEqual(['Homepage', 'OrderMGT']);
    reloaded.dispatch({ type: 'closeAll' });
    expect(
      createTagsStore('t')
        .getState()
        .visitedViews.map((v) => v.path),
    ).toEqual(['/homepage/homepage']);
  });

  it('keeps settings across a reload and ignores damaged entries', () => {
    const settings = createSettingsStore('s');
    settings.update({ theme: '#722ed1', tagsView: false });
    expect(createSettingsStore('s').getState()).toMatchObject({
      theme: '#722ed1',
      tagsView: false,
      sidebarLogo: true,
    });
    localStorage.setItem('s', '{not json');
    expect(createSettingsStore('s').getState().theme).toBe('#1890ff');
  });

  it('stores the sidebar state as 1 or 0 in its cookie, open by default', () => {
    const sidebar = createSidebarStore();
    expect(sidebar.getState()).toBe(true);
    sidebar.set(false);
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(createSidebarStore().getState()).toBe(false);
    sidebar.set(true);
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });
});
