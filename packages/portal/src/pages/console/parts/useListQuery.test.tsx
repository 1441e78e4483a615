import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { activeFilters, useListQuery, type ListQuery } from './useListQuery';

const FILTERS = { status: '', keyword: '' };

function setup(initial: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [initial] });
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook<ListQuery<typeof FILTERS>, unknown>(() => useListQuery(FILTERS), { wrapper });
  return { result, search: () => router!.state.location.search };
}

describe('useListQuery', () => {
  it('reads page, size, filters and sort from the address, with defaults for the rest', () => {
    const { result } = setup('/list?page=3&pageSize=20&status=running&sort=createdAt.desc');
    expect(result.current.page).toBe(3);
    // The sort travels with the paging, so the server orders the whole list (decision 0041).
    expect(result.current.paging).toEqual({ pageNum: 3, pageSize: 20, sort: 'createdAt', order: 'desc' });
    expect(result.current.sorting).toEqual({ sort: 'createdAt', order: 'desc' });
    expect(result.current.filters).toEqual({ status: 'running', keyword: '' });
    expect(result.current.sort).toEqual({ key: 'createdAt', direction: 'desc' });
  });

  it('ignores nonsense in the address', () => {
    const { result } = setup('/list?page=-2&pageSize=99999&sort=bad');
    expect(result.current.paging).toEqual({ pageNum: 1, pageSize: 500 });
    expect(result.current.sort).toBeNull();
  });

  it('a filter change goes back to page 1 and leaves unset filters out of the address', () => {
    const { result, search } = setup('/list?page=4&keyword=node');
    act(() => result.current.setFilters({ status: 'expired', keyword: '' }));
    expect(search()).toBe('?status=expired');
    expect(result.current.page).toBe(1);
  });

  it('keepPage keeps the page (an open detail); paging at the default size writes only the page', () => {
    const { result, search } = setup('/list?page=2');
    act(() => result.current.setFilters({ status: 'running' }, { keepPage: true }));
    expect(search()).toBe('?page=2&status=running');
    act(() => result.current.setPage(5, 10));
    expect(search()).toBe('?page=5&status=running');
    act(() => result.current.setSort({ key: 'name', direction: 'asc' }));
    expect(search()).toBe('?status=running&sort=name.asc');
    act(() => result.current.reset());
    expect(search()).toBe('');
  });

  it('a page size other than the default is kept; a filter left undefined is left alone', () => {
    const { result, search } = setup('/list?keyword=bridge');
    act(() => result.current.setPage(2, 50));
    expect(result.current.paging).toEqual({ pageNum: 2, pageSize: 50 });
    expect(search()).toBe('?keyword=bridge&page=2&pageSize=50');
    act(() => result.current.setFilters({ status: 'paid', keyword: undefined }));
    expect(search()).toBe('?keyword=bridge&pageSize=50&status=paid');
    expect(result.current.filters).toEqual({ status: 'paid', keyword: 'bridge' });
  });

  it('activeFilters drops the unset ones for an api request', () => {
    expect(activeFilters({ status: 'running', keyword: '' })).toEqual({ status: 'running' });
  });
});
