import { createElement } from 'react';
import type { Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { consoleRoutes } from '../routes/consoleRoutes';
import { filterRoutesByRoles } from '../routes/access';
import { allowedCachedNames, EMPTY_PAGE_CACHE, nextPageCache, type PageCacheInput } from './pageCache';

const at = (pathname: string, search = '', key = pathname + search): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key,
});
const input = (name: string | undefined, location: Location, cached: string[] = []): PageCacheInput => ({
  name,
  element: createElement('p', null, name),
  location,
  navigationType: 'PUSH' as PageCacheInput['navigationType'],
  cached,
  generations: {},
});

describe('nextPageCache', () => {
  it('settles: the same input gives back the same state, so it can be kept in React state', () => {
    const first = nextPageCache(EMPTY_PAGE_CACHE, input('Orders', at('/orders')));
    expect(first.pages.map((p) => p.name)).toEqual(['Orders']);
    const second = nextPageCache(first, input('Orders', at('/orders')));
    expect(second).toBe(first);
  });

  it('keeps a hidden page only while its name is cached', () => {
    let state = nextPageCache(EMPTY_PAGE_CACHE, input('Orders', at('/orders')));
    state = nextPageCache(state, input('Invoices', at('/invoices'), ['Orders']));
    expect(state.pages.map((p) => p.name)).toEqual(['Orders', 'Invoices']);
    expect(state.pages[0]?.context.location.pathname).toBe('/orders');
    state = nextPageCache(state, input('Invoices', at('/invoices'), []));
    expect(state.pages.map((p) => p.name)).toEqual(['Invoices']);
  });
});

describe('allowedCachedNames', () => {
  it('drops the cached pages a customer may not open (contract management is admin only)', () => {
    const cached = ['Homepage', 'MyContract', 'OrderMGT', 'DropDetail'];
    expect(allowedCachedNames(cached, filterRoutesByRoles(consoleRoutes, ['admin']))).toEqual(cached);
    expect(allowedCachedNames(cached, filterRoutesByRoles(consoleRoutes, ['customer']))).toEqual([
      'Homepage',
      'OrderMGT',
    ]);
  });
});
