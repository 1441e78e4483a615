import { flexRender, type HeaderGroup } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Check, Minus } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import type { ColumnMeta } from './columns';
import { SelectBox, SortButton } from './Table.styles';
import type { TableSort, TableSortDirection } from './types';

export interface TableHeadProps<T> {
  headerGroup: HeaderGroup<T> | undefined;
  /** The current sort (for aria-sort and the arrow). */
  sort: TableSort | null;
  onToggleSort: (key: string) => void;
  /** Adds the select-all checkbox. */
  selectable: boolean;
  allChecked: boolean | 'indeterminate';
  selectAllDisabled: boolean;
  selectAllLabel: string;
  onToggleAll: () => void;
  /** aria-rowindex of the header row when the body is virtualised. */
  ariaRowIndex: number | undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortIcon({ direction }: { direction: TableSortDirection | undefined }) {
  if (direction === 'asc') return <ArrowUp aria-hidden="true" />;
  if (direction === 'desc') return <ArrowDown aria-hidden="true" />;
  return <ArrowUpDown aria-hidden="true" />;
}

/** The header row: the select-all checkbox and the column titles, sortable ones as buttons. */
export function TableHead<T>({
  headerGroup,
  sort,
  onToggleSort,
  selectable,
  allChecked,
  selectAllDisabled,
  selectAllLabel,
  onToggleAll,
  ariaRowIndex,
}: TableHeadProps<T>) {
  return (
    <thead>
      <tr aria-rowindex={ariaRowIndex}>
        {selectable && (
          <th data-select="" scope="col">
            <SelectBox
              checked={allChecked}
              disabled={selectAllDisabled}
              aria-label={selectAllLabel}
              onCheckedChange={onToggleAll}
            >
              <Checkbox.Indicator>
                {allChecked === 'indeterminate' ? <Minus aria-hidden="true" /> : <Check aria-hidden="true" />}
              </Checkbox.Indicator>
            </SelectBox>
          </th>
        )}
        {headerGroup?.headers.map((header) => {
          const meta = header.column.columnDef.meta as ColumnMeta;
          const sortable = header.column.getCanSort();
          const direction = sort?.key === header.column.id ? sort.direction : undefined;
          const title = flexRender(header.column.columnDef.header, header.getContext());
          return (
            <th
              key={header.id}
              scope="col"
              data-align={meta.align}
              data-fixed={meta.fixed}
              data-kind={meta.column.kind}
              style={meta.style}
              aria-sort={sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
            >
              {sortable ? (
                <SortButton
                  type="button"
                  data-sorted={direction}
                  onClick={() => onToggleSort(header.column.id)}
                >
                  {title}
                  <SortIcon direction={direction} />
                </SortButton>
              ) : (
                title
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
