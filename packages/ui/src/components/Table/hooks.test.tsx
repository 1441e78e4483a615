import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextSort, useTableSort } from './useTableSort';
import { useRowSelection } from './useRowSelection';
import { TABLE_VIRTUALIZE_THRESHOLD, useVirtualRows } from './useVirtualRows';

describe('useTableSort', () => {
  it('cycles a column asc, desc, unsorted and starts over on another column', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ key: 'name', direction: 'desc' }, 'amount')).toEqual({
      key: 'amount',
      direction: 'asc',
    });
  });

  it('keeps its own sort when uncontrolled and gives it to TanStack as SortingState', () => {
    const onSortChange = vi.fn();
    const { result } = renderHook(() =>
      useTableSort({ sort: undefined, defaultSort: { key: 'amount', direction: 'desc' }, onSortChange }),
    );
    expect(result.current.sorting).toEqual([{ id: 'amount', desc: true }]);
    act(() => result.current.toggleSort('amount'));
    expect(result.current.sort).toBeNull();
    expect(result.current.sorting).toEqual([]);
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });

  it('only reports the next sort when controlled', () => {
    const onSortChange = vi.fn();
    const { result } = renderHook(() => useTableSort({ sort: null, defaultSort: null, onSortChange }));
    act(() => result.current.toggleSort('name'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    expect(result.current.sort).toBeNull();
  });
});

describe('useRowSelection', () => {
  const base = {
    selectedRowKeys: undefined,
    onSelectionChange: undefined,
    defaultSelectedRowKeys: undefined,
  };

  it('toggles rows and says whether all, some or none of the page is selected', () => {
    const { result } = renderHook(() => useRowSelection({ ...base, selectableKeys: ['a', 'b'] }));
    expect(result.current.allChecked).toBe(false);
    act(() => result.current.toggleRow('a', true));
    expect(result.current.allChecked).toBe('indeterminate');
    expect(result.current.selectedSet.has('a')).toBe(true);
    act(() => result.current.toggleRow('b', true));
    expect(result.current.allChecked).toBe(true);
    act(() => result.current.toggleRow('a', false));
    expect([...result.current.selectedSet]).toEqual(['b']);
  });

  it('select-all keeps keys of other pages and clears only this page', () => {
    const onSelectionChange = vi.fn();
    const { result } = renderHook(() =>
      useRowSelection({
        ...base,
        defaultSelectedRowKeys: ['elsewhere'],
        onSelectionChange,
        selectableKeys: ['a', 'b'],
      }),
    );
    act(() => result.current.toggleAll());
    expect(onSelectionChange).toHaveBeenLastCalledWith(['elsewhere', 'a', 'b']);
    expect(result.current.allChecked).toBe(true);
    act(() => result.current.toggleAll());
    expect(onSelectionChange).toHaveBeenLastCalledWith(['elsewhere']);
  });

  it('keeps toggleRow stable and reads the latest controlled keys', () => {
    const onSelectionChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ keys }: { keys: string[] }) =>
        useRowSelection({ ...base, selectedRowKeys: keys, onSelectionChange, selectableKeys: ['a', 'b'] }),
      { initialProps: { keys: ['a'] } },
    );
    const first = result.current.toggleRow;
    rerender({ keys: ['a', 'b'] });
    expect(result.current.toggleRow).toBe(first);
    act(() => result.current.toggleRow('a', false));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['b']);
    // Controlled: nothing changes until the caller passes new keys.
    expect(result.current.allChecked).toBe(true);
  });

  it('has nothing to select on an empty page', () => {
    const { result } = renderHook(() => useRowSelection({ ...base, selectableKeys: [] }));
    expect(result.current.allChecked).toBe(false);
  });
});

describe('useVirtualRows', () => {
  const keys = (n: number) => Array.from({ length: n }, (_, i) => `row-${i}`);

  it(`virtualises only above ${TABLE_VIRTUALIZE_THRESHOLD} rows`, () => {
    const { result, rerender } = renderHook(
      ({ n }: { n: number }) => useVirtualRows({ rowKeys: keys(n), rowHeight: 47 }),
      {
        initialProps: { n: TABLE_VIRTUALIZE_THRESHOLD },
      },
    );
    expect(result.current.virtual).toBe(false);
    expect(result.current.items).toEqual([]);
    rerender({ n: TABLE_VIRTUALIZE_THRESHOLD + 1 });
    expect(result.current.virtual).toBe(true);
  });

  it('leaves the rows out of view to spacers: nothing above at the top, the rest below', () => {
    const { result } = renderHook(() => useVirtualRows({ rowKeys: keys(500), rowHeight: 40 }));
    // Without a measured scroll element the virtualiser renders no window: all height is below.
    const shown = result.current.items.length;
    expect(result.current.top).toBe(0);
    expect(result.current.bottom).toBe(500 * 40 - shown * 40);
    expect(shown).toBeLessThan(500);
  });
});
