import { describe, expect, it } from 'vitest';
import {
  INITIAL_TAGS_STATE,
  pathAfterClose,
  tagsReducer,
  type TagsAction,
  type TagsState,
  type TagView,
} from './tagsReducer';

const home: TagView = { path: '/homepage/homepage', title: 'Home', name: 'homepage', affix: true };
const orders: TagView = { path: '/costCenter/orderMGT', title: 'Orders', name: 'orderMGT' };
const invoices: TagView = { path: '/costCenter/invoicesMGT', title: 'Invoices', name: 'invoicesMGT' };
const detail: TagView = {
  path: '/appservers/myappdetail',
  title: 'App detail',
  name: 'myappdetail',
  noCache: true,
};

const run = (actions: TagsAction[], state: TagsState = INITIAL_TAGS_STATE) =>
  actions.reduce(tagsReducer, state);
const opened = run([home, orders, invoices, detail].map((view) => ({ type: 'add', view })));

describe('tagsReducer', () => {
  it('adds a visited view once per path and caches it by route name unless noCache', () => {
    const state = run([{ type: 'add', view: { ...orders, title: 'Again' } }], opened);
    expect(state.visitedViews.map((v) => v.path)).toEqual([
      home.path,
      orders.path,
      invoices.path,
      detail.path,
    ]);
    expect(state.visitedViews[1]?.title).toBe('Orders');
    expect(state.cachedViews).toEqual(['homepage', 'orderMGT', 'invoicesMGT']);
  });

  it('closes one tab and drops its cache entry, but never an affixed tab', () => {
    const state = run(
      [
        { type: 'close', path: orders.path },
        { type: 'close', path: home.path },
      ],
      opened,
    );
    expect(state.visitedViews.map((v) => v.path)).toEqual([home.path, invoices.path, detail.path]);
    expect(state.cachedViews).toEqual(['homepage', 'invoicesMGT']);
  });

  it('closes the others, keeping the chosen tab and the affixed ones', () => {
    const state = tagsReducer(opened, { type: 'closeOthers', path: invoices.path });
    expect(state.visitedViews.map((v) => v.path)).toEqual([home.path, invoices.path]);
    expect(state.cachedViews).toEqual(['homepage', 'invoicesMGT']);
  });

  it('closes all tabs except the affixed ones', () => {
    const state = tagsReducer(opened, { type: 'closeAll' });
    expect(state.visitedViews).toEqual([home]);
    expect(state.cachedViews).toEqual(['homepage']);
  });

  it('uncaches a page for a refresh and caches it again on the next visit', () => {
    const refreshed = tagsReducer(opened, { type: 'uncache', path: orders.path });
    expect(refreshed.cachedViews).not.toContain('orderMGT');
    expect(refreshed.visitedViews).toHaveLength(4);
    expect(tagsReducer(refreshed, { type: 'add', view: orders }).cachedViews).toContain('orderMGT');
  });

  it('updates the title of an open tab and ignores unknown paths', () => {
    const state = tagsReducer(opened, { type: 'update', view: { path: orders.path, title: '订单管理' } });
    expect(state.visitedViews[1]?.title).toBe('订单管理');
    expect(tagsReducer(opened, { type: 'update', view: { path: '/nope', title: 'x' } })).toBe(opened);
  });
});

describe('pathAfterClose', () => {
  it('stays, or goes to the last open tab, or falls back to home', () => {
    expect(pathAfterClose(opened.visitedViews, orders.path, '/h')).toBe(orders.path);
    expect(pathAfterClose([home, invoices], orders.path, '/h')).toBe(invoices.path);
    expect(pathAfterClose([], orders.path, '/h')).toBe('/h');
  });
});
