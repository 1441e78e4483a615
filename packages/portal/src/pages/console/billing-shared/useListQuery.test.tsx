import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListQuery } from './useListQuery';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const query = useListQuery(['status', 'keyword'] as const);
      const location = useLocation();
      return { query, search: location.search };
    },
    { wrapper },
  );
}

describe('useListQuery', () => {
  it('reads page, size, sort and filters from the address, with safe defaults', () => {
    const { result } = setup('/list?page=3&pageSize=20&sort=amount:desc&status=paid');
    expect(result.current.query).toMatchObject({
      page: 3,
      pageSize: 20,
      sort: { key: 'amount', direction: 'desc' },
      filters: { status: 'paid', keyword: '' },
    });
    const bad = setup('/list?page=-1&pageSize=7&sort=amount:up').result.current.query;
    expect(bad).toMatchObject({ page: 1, pageSize: 10, sort: null });
  });

  it('a filter change goes back to page 1 and an empty value leaves the address', () => {
    const { result } = setup('/list?page=4&status=paid');
    act(() => result.current.query.setFilters({ keyword: 'bridge', status: '' }));
    expect(result.current.search).toBe('?keyword=bridge');
    act(() => result.current.query.setPage(2, 50));
    expect(result.current.query).toMatchObject({ page: 2, pageSize: 50, filters: { keyword: 'bridge' } });
    act(() => result.current.query.setSort({ key: 'createdAt', direction: 'asc' }));
    expect(result.current.search).toContain('sort=createdAt%3Aasc');
    act(() => result.current.query.reset());
    expect(result.current.search).toBe('');
  });
});
