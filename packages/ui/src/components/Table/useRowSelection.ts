import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

export interface UseRowSelectionOptions {
  /** Controlled selected keys; keys of rows on other pages are kept. */
  selectedRowKeys: string[] | undefined;
  defaultSelectedRowKeys: string[] | undefined;
  onSelectionChange: ((keys: string[]) => void) | undefined;
  /** Keys of the rows on this page that can be selected (select-all works on these). */
  selectableKeys: string[];
}

/**
 * Row selection kept as keys outside the table model, so keys of other pages survive paging.
 * `toggleRow` is stable: memoised rows do not re-render when the selection changes elsewhere.
 */
export function useRowSelection({
  selectedRowKeys,
  defaultSelectedRowKeys,
  onSelectionChange,
  selectableKeys,
}: UseRowSelectionOptions) {
  const [innerSelected, setInnerSelected] = useState<string[]>(defaultSelectedRowKeys ?? []);
  const selectedKeys = selectedRowKeys ?? innerSelected;
  const selectedSet = useMemo(() => new Set(selectedKeys), [selectedKeys]);
  const setSelected = useCallback(
    (keys: string[]) => {
      if (selectedRowKeys === undefined) setInnerSelected(keys);
      onSelectionChange?.(keys);
    },
    [selectedRowKeys, onSelectionChange],
  );

  const selectedOnPage = selectableKeys.filter((key) => selectedSet.has(key)).length;
  const allChecked: boolean | 'indeterminate' =
    selectableKeys.length > 0 && selectedOnPage === selectableKeys.length
      ? true
      : selectedOnPage > 0
        ? 'indeterminate'
        : false;

  // The latest selection, read by the stable toggle callback (updated before any event can fire).
  const selectionRef = useRef({ selectedKeys, setSelected });
  useLayoutEffect(() => {
    selectionRef.current = { selectedKeys, setSelected };
  });
  const toggleRow = useCallback((key: string, checked: boolean) => {
    const { selectedKeys: keys, setSelected: set } = selectionRef.current;
    set(checked ? [...keys.filter((k) => k !== key), key] : keys.filter((k) => k !== key));
  }, []);
  const toggleAll = () => {
    const pageKeys = new Set(selectableKeys);
    const others = selectedKeys.filter((k) => !pageKeys.has(k));
    setSelected(allChecked === true ? others : [...others, ...pageKeys]);
  };

  return { selectedSet, allChecked, toggleRow, toggleAll };
}
