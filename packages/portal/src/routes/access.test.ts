import { describe, expect, it } from 'vitest';
import { buildBreadcrumb, buildMenu, filterRoutesByRoles, findRoute, flattenRoutes } from './access';
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

describe('buildMenu', () => {
  it('collapses the homepage to one translated item and leaves hidden routes out', () => {
    const menu = buildMenu(filterRoutesByRoles(consoleRoutes, ['customer']), identity);
    expect(menu[0]).toMatchObject({ path: '/homepage/homepage', title: 't:home', icon: 'house' });
    const all = JSON.stringify(menu);
    expect(all).not.toContain('/system/userInfo');
    expect(all).not.toContain('myserversdetail');
    expect(all).not.toContain('/service');
    expect(all).not.toContain('contractmanage');
  });

  it('shows the contract section with its nested group to admin', () => {
    const menu = buildMenu(consoleRoutes, identity);
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

  it('keeps external links, drops empty groups and honours alwaysShow', () => {
    const routes: ConsoleRoute[] = [
      { path: '/ext', children: [{ path: 'https://example.com/docs', meta: { title: 'docs' } }] },
      { path: '/empty', meta: { title: 'empty' }, children: [{ path: '/empty/x', hidden: true }] },
      {
        path: '/group',
        alwaysShow: true,
        meta: { title: 'group' },
        children: [{ path: '/group/one', meta: { title: 'one' } }],
      },
    ];
    expect(buildMenu(routes, identity)).toEqual([
      { key: 'https://example.com/docs', path: 'https://example.com/docs', title: 't:docs', external: true },
      {
        key: '/group',
        path: '/group',
        title: 't:group',
        external: false,
        alwaysShow: true,
        children: [{ key: '/group/one', path: '/group/one', title: 't:one', external: false }],
      },
    ]);
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
