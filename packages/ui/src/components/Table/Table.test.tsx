import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tag } from '../Tag';
import { Table, type TableColumn, type TableSort } from './Table';

// role queries over a table are slow on the shared CI machine; these tests do several each.
vi.setConfig({ testTimeout: 20_000 });

interface Order {
  id: string;
  name: string;
  amount: number;
}
const rows: Order[] = [
  { id: 'a', name: 'Bravo', amount: 30 },
  { id: 'b', name: 'Alpha', amount: 10 },
  { id: 'c', name: 'Charlie', amount: 20 },
];
const columns: TableColumn<Order>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'amount', title: 'Amount', align: 'right', sortable: true, render: (v) => `¥${String(v)}` },
];
/** The orders table every sort and selection test starts from. */
const orders = { 'aria-label': 'Orders', columns, data: rows, rowKey: 'id' } as const;

function bodyNames() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('Table sorting', () => {
  it('sorts by keyboard on the header button and reports aria-sort: asc, desc, then off', async () => {
    const onSortChange = vi.fn();
    render(
      <Table aria-label="Orders" columns={columns} data={rows} rowKey="id" onSortChange={onSortChange} />,
    );
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const button = within(header).getByRole('button', { name: 'Name' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    await userEvent.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()).toEqual(['Charlie', 'Bravo', 'Alpha']);
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(bodyNames()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(onSortChange.mock.calls.map((c) => c[0])).toEqual([
      { key: 'name', direction: 'asc' },
      { key: 'name', direction: 'desc' },
      null,
    ]);
  });

  it('in server mode reports the sort and keeps the given order', async () => {
    function Server() {
      const [sort, setSort] = useState<TableSort | null>(null);
      return <Table {...orders} sortMode="server" sort={sort} onSortChange={setSort} />;
    }
    render(<Server />);
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['Bravo', 'Alpha', 'Charlie']);
  });
});

describe('Table selection', () => {
  it('select-all selects every row on the page, goes indeterminate for some, and keeps other pages', async () => {
    const onSelectionChange = vi.fn();
    function Selectable() {
      const [keys, setKeys] = useState<string[]>(['other-page']);
      return (
        <Table
          {...orders}
          selectable
          selectedRowKeys={keys}
          onSelectionChange={(next) => {
            onSelectionChange(next);
            setKeys(next);
          }}
          getRowLabel={(row) => `Select ${row.name}`}
        />
      );
    }
    render(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    all.focus();
    await userEvent.keyboard(' ');
    expect(all).toHaveAttribute('aria-checked', 'true');
    expect(new Set(onSelectionChange.mock.lastCall?.[0])).toEqual(new Set(['other-page', 'a', 'b', 'c']));
    await userEvent.keyboard(' ');
    expect(onSelectionChange.mock.lastCall?.[0]).toEqual(['other-page']);
    expect(screen.getByRole('checkbox', { name: 'Select Bravo' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('Table states', () => {
  it('shows the translated empty text, or a custom node', () => {
    const { rerender } = render(<Table aria-label="Orders" columns={columns} data={[]} rowKey="id" />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    rerender(
      <Table aria-label="Orders" columns={columns} data={[]} rowKey="id" empty="Nothing ordered yet" />,
    );
    expect(screen.getByText('Nothing ordered yet')).toBeInTheDocument();
  });

  it('is busy while loading and announces it', () => {
    render(<Table aria-label="Orders" columns={columns} data={[]} rowKey="id" loading />);
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('shows the error with a retry button', async () => {
    const onRetry = vi.fn();
    render(<Table aria-label="Orders" columns={columns} data={rows} rowKey="id" error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load data.');
    expect(screen.queryByText('Alpha')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders the pagination the caller controls', async () => {
    const onChange = vi.fn();
    render(<Table {...orders} pagination={{ page: 1, pageSize: 3, total: 9, onChange }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2, 3);
  });
});

describe('Table column kinds (decision 0060)', () => {
  interface Invoice {
    id: string;
    no: string;
    note: string;
    total: number;
  }
  const invoices: Invoice[] = [{ id: '1', no: 'FP2025051400034', note: 'A long remark', total: 63588 }];
  const kinded: TableColumn<Invoice>[] = [
    { key: 'no', title: 'Number', kind: 'id' },
    { key: 'note', title: 'Remark', kind: 'text', maxWidth: 200 },
    { key: 'total', title: 'Total', kind: 'amount' },
    {
      key: 'actions',
      title: 'Actions',
      kind: 'action',
      render: () => (
        <>
          <button type="button">Detail</button>
          <button type="button">Pay</button>
        </>
      ),
    },
  ];

  it('keeps the key column at the left and the actions at the right, figures right-aligned', () => {
    render(<Table aria-label="Invoices" columns={kinded} data={invoices} rowKey="id" />);
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveAttribute('data-fixed', 'left');
    expect(cells[0]).toHaveAttribute('data-kind', 'id');
    expect(cells[2]).toHaveAttribute('data-align', 'right');
    expect(cells[3]).toHaveAttribute('data-fixed', 'right');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveAttribute('data-fixed', 'right');
  });

  it('puts the actions in one spaced group and free text in an ellipsis box of its width', () => {
    render(<Table aria-label="Invoices" columns={kinded} data={invoices} rowKey="id" />);
    const detail = screen.getByRole('button', { name: 'Detail' });
    expect(detail.parentElement).toBe(screen.getByRole('button', { name: 'Pay' }).parentElement);
    expect(detail.parentElement?.tagName).toBe('SPAN');
    const note = screen.getByText('A long remark');
    expect(note.style.getPropertyValue('--cp-cell-max')).toBe('200px');
  });

  it('lets a column opt out of being kept in view', () => {
    render(
      <Table
        aria-label="Invoices"
        columns={[{ ...kinded[0]!, fixed: false }, ...kinded.slice(1, 3)]}
        data={invoices}
        rowKey="id"
      />,
    );
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells[0]).not.toHaveAttribute('data-fixed');
  });

  it('shows an edge on a kept column only while columns are scrolled under it (issue 27.1)', () => {
    render(<Table aria-label="Invoices" columns={kinded} data={invoices} rowKey="id" />);
    const scroller = screen.getByRole('table', { name: 'Invoices' }).parentElement as HTMLElement;
    let scrollLeft = 0;
    Object.defineProperties(scroller, {
      scrollWidth: { configurable: true, get: () => 1000 },
      clientWidth: { configurable: true, get: () => 600 },
      scrollLeft: { configurable: true, get: () => scrollLeft },
    });
    fireEvent.scroll(scroller);
    // At the start: the last columns are under the actions, none under the key column.
    expect(scroller).toHaveAttribute('data-hidden-end');
    expect(scroller).not.toHaveAttribute('data-hidden-start');
    scrollLeft = 200;
    fireEvent.scroll(scroller);
    expect(scroller).toHaveAttribute('data-hidden-end');
    expect(scroller).toHaveAttribute('data-hidden-start');
    // At the end the last column shows whole: no edge on the actions.
    scrollLeft = 400;
    fireEvent.scroll(scroller);
    expect(scroller).not.toHaveAttribute('data-hidden-end');
    expect(scroller).toHaveAttribute('data-hidden-start');
  });

  it('spaces tags apart in a cell', () => {
    render(
      <Table
        aria-label="Receivers"
        columns={[
          {
            key: 'no',
            title: 'Types',
            kind: 'text',
            render: () => (
              <>
                <Tag>Services</Tag>
                <Tag>Orders</Tag>
              </>
            ),
          },
        ]}
        data={invoices}
        rowKey="id"
      />,
    );
    expect(getComputedStyle(screen.getByText('Orders')).marginInlineStart).toBe('var(--cp-space-xs)');
    expect(getComputedStyle(screen.getByText('Services')).marginInlineStart).not.toBe('var(--cp-space-xs)');
  });
});
