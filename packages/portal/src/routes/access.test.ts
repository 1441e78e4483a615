import { describe, expect, it } from 'vitest';
import { visibleMenu } from '@chainportal/ui';
import { buildBreadcrumb, filterRoutesByRoles, findRoute, flattenRoutes, menuItems } from './access';
import { consoleRoutes } from './consoleRoutes';
import type { ConsoleRoute } from './types';

const paths = (routes: readonly ConsoleRoute[]) => flattenRoutes(routes).map((r) => r.path);
const identity = (key: string) => `t:${key}`;

describe('filterRoutesByRoles', () => {
  it('gives admin every route', () => {
    expect(paths(filterRoutesByRoles(consoleRoutes, ['admin']))).toEqual(paths(consoleRoutes));
  });

  it('hides the admin-only sections from a customer and keeps the open ones', () => {
    const allowed = paths(filterRoutesByRoles(consoleRoutes, ['customer']));
    expect(allowed).not.toContain('/contractmanage');
    expect(allowed).not.toContain('/contractmanage/mycontract');
    expect(allowed).not.toContain('/costCenter/dropdetail');
    expect(allowed).not.toContain('/costCenter/rechargedetail');
    expect(allowed).toContain('/costCenter/orderMGT');
    expect(allowed).toContain('/homepage/homepage');
    expect(allowed).toContain('/system/userInfo');
    expect(allowed).toContain('/service/inviteservice');
  });

  it('admits a route when any of the user roles is listed, and filters children the same way', () => {
    const routes: ConsoleRoute[] = [
      {
        path: '/a',
        meta: { roles: ['editor', 'auditor'] },
        children: [
          { path: '/a/open' },
          { path: '/a/editor', meta: { roles: ['editor'] } },
          { path: '/a/auditor', meta: { roles: ['auditor'] } },
        ],
      },
      { path: '/b', meta: { roles: ['other'] } },
      { path: '/c' },
    ];
    expect(paths(filterRoutesByRoles(routes, ['auditor', 'x']))).toEqual([
      '/a',
      '/a/open',
      '/a/auditor',
      '/c',
    ]);
    expect(paths(filterRoutesByRoles(routes, []))).toEqual(['/c']);
  });

  it('does not change the table it filters', () => {
    const before = paths(consoleRoutes);
    filterRoutesByRoles(consoleRoutes, ['customer']);
    expect(paths(consoleRoutes)).toEqual(before);
  });
});

describe('menuItems (shaped by the ui visibleMenu)', () => {
  const menuFor = (routes: readonly ConsoleRoute[]) => visibleMenu(menuItems(routes, identity));

  it('collapses the homepage to one translated item and leaves hidden routes out', () => {
    const menu = menuFor(filterRoutesByRoles(consoleRoutes, ['customer']));
    expect(menu[0]).toMatchObject({ path: '/homepage/homepage', title: 't:home', icon: 'house' });
    const all = JSON.stringify(menu);
    expect(all).not.toContain('/system/userInfo');
    expect(all).not.toContain('myserversdetail');
    expect(all).not.toContain('/service');
    expect(all).not.toContain('contractmanage');
  });

  it('shows the contract section with its nested group to admin', () => {
    const menu = menuFor(consoleRoutes);
    const contracts = menu.find((item) => item.path === '/contractmanage');
    expect(contracts?.children?.map((c) => c.path)).toEqual([
      '/contractmanage/createcontract',
      '/contractmanage/mycontract',
    ]);
    expect(contracts?.children?.[0]?.children?.map((c) => c.title)).toEqual([
      't:createcontractPage',
      't:buildcontract',
    ]);
  });

  it('passes the route flags on and keeps external links as they are', () => {
    const routes: ConsoleRoute[] = [
      { path: '/ext', children: [{ path: 'https://example.com/docs', meta: { title: 'docs' } }] },
      { path: '/detail', hidden: true, meta: { title: 'detail', icon: 'x' } },
      {
        path: '/group',
        alwaysShow: true,
        meta: { title: 'group' },
        children: [{ path: '/group/one', meta: { title: 'one' } }],
      },
    ];
    expect(menuItems(routes, identity, (name) => `icon:${name}`)).toEqual([
      {
        key: '/ext',
        path: '/ext',
        title: '/ext',
        children: [{ key: 'https://example.com/docs', path: 'https://example.com/docs', title: 't:docs' }],
      },
      { key: '/detail', path: '/detail', title: 't:detail', hidden: true, icon: 'icon:x' },
      {
        key: '/group',
        path: '/group',
        title: 't:group',
        alwaysShow: true,
        children: [{ key: '/group/one', path: '/group/one', title: 't:one' }],
      },
    ]);
    expect(menuFor(routes).map((item) => item.path)).toEqual(['https://example.com/docs', '/group']);
  });

  it('leaves out a group when the roles refuse every child', () => {
    const routes: ConsoleRoute[] = [
      { path: '/g', meta: { title: 'g' }, children: [{ path: '/g/a', meta: { title: 'a', roles: ['x'] } }] },
      { path: '/open', meta: { title: 'open' } },
    ];
    expect(paths(filterRoutesByRoles(routes, ['customer']))).toEqual(['/open']);
    expect(menuFor(filterRoutesByRoles(routes, ['customer'])).map((item) => item.path)).toEqual(['/open']);
  });
});

describe('findRoute and buildBreadcrumb', () => {
  it('finds routes regardless of case and trailing slash', () => {
    expect(findRoute(consoleRoutes, '/costcenter/ordermgt/')?.name).toBe('OrderMGT');
    expect(findRoute(consoleRoutes, '/nowhere')).toBeUndefined();
  });

  it('starts with home and follows the path', () => {
    expect(buildBreadcrumb(consoleRoutes, '/costCenter/overview/recharge')).toEqual([
      { path: '/homepage/homepage', title: 'home', to: '/homepage/homepage' },
      { path: '/costCenter', title: 'costCenter', to: '/costCenter/orderMGT' },
      { path: '/costCenter/overview', title: 'overview', to: '/costCenter/overview' },
      { path: '/costCenter/overview/recharge', title: 'recharge' },
    ]);
  });

  it('has no extra home entry on the homepage itself', () => {
    expect(buildBreadcrumb(consoleRoutes, '/homepage/homepage')).toEqual([
      { path: '/homepage/homepage', title: 'home' },
    ]);
  });
});
