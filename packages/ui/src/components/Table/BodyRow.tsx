import { memo, type ReactNode } from 'react';
import { flexRender, type Row } from '@tanstack/react-table';
import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import type { ColumnMeta } from './columns';
import { SelectBox } from './Table.styles';

export interface BodyRowProps<T> {
  row: Row<T>;
  index: number;
  selectable: boolean;
  selected: boolean;
  selectionDisabled: boolean;
  rowLabel: string;
  onToggle: (id: string, checked: boolean) => void;
  onRowClick: ((row: T) => void) | undefined;
  /** aria-rowindex when the body is virtualised (header row is 1). */
  ariaRowIndex: number | undefined;
  measureRef: ((node: HTMLTableRowElement | null) => void) | undefined;
}

// Rows are memoised: a sort, a selection change or a loading flag re-renders only the rows whose
// props changed, which keeps pages of a few hundred rows responsive without virtualisation.
export const BodyRow = memo(function BodyRow<T>({
  row,
  index,
  selectable,
  selected,
  selectionDisabled,
  rowLabel,
  onToggle,
  onRowClick,
  ariaRowIndex,
  measureRef,
}: BodyRowProps<T>) {
  return (
    <tr
      ref={measureRef}
      data-index={index}
      data-row=""
      data-selected={selected ? '' : undefined}
      data-clickable={onRowClick ? '' : undefined}
      aria-selected={selectable ? selected : undefined}
      aria-rowindex={ariaRowIndex}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
    >
      {selectable && (
        <td data-select="">
          <SelectBox
            checked={selected}
            disabled={selectionDisabled}
            aria-label={rowLabel}
            onClick={(event) => event.stopPropagation()}
            onCheckedChange={(checked) => onToggle(row.id, checked === true)}
          >
            <Checkbox.Indicator>
              <Check aria-hidden="true" />
            </Checkbox.Indicator>
          </SelectBox>
        </td>
      )}
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta as ColumnMeta;
        return (
          <td
            key={cell.id}
            data-align={meta.align}
            data-fixed={meta.fixed}
            data-kind={meta.column.kind}
            style={meta.style}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: BodyRowProps<T>) => ReactNode;
