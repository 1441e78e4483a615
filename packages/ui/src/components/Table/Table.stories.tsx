import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { StatusTag, type StatusTagEntry } from '../Tag';
import { Table, type TableColumn, type TableProps, type TableSort } from './Table';
import { withMain } from '../../internal/withMain';

type Status = 'paid' | 'pending' | 'cancelled';
interface Order {
  id: string;
  service: string;
  chain: string;
  amount: number;
  status: Status;
  created: string;
}

const SERVICES = ['Node hosting', 'RPC gateway', 'Contract audit', 'Data indexer', 'Cross-chain bridge'];
const CHAINS = ['Core chain', 'Open consensus', 'Open permissioned'];
const STATUSES: Status[] = ['paid', 'pending', 'cancelled'];

/** Deterministic orders: the same rows on every run, so screenshots are stable. */
function makeOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `ORD-${String(10001 + i)}`,
    service: SERVICES[(i * 7) % SERVICES.length] as string,
    chain: CHAINS[(i * 5) % CHAINS.length] as string,
    amount: ((i * 7919) % 50000) / 10 + 100,
    status: STATUSES[(i * 11) % STATUSES.length] as Status,
    created: `2026-0${1 + (i % 9)}-${String(10 + (i % 18)).padStart(2, '0')} 10:${String(i % 60).padStart(2, '0')}`,
  }));
}

const statusMap: Record<Status, StatusTagEntry> = {
  paid: { color: 'success', label: 'Paid' },
  pending: { color: 'warning', label: 'Awaiting payment' },
  cancelled: { color: 'default', label: 'Cancelled' },
};

const columns: TableColumn<Order>[] = [
  { key: 'id', title: 'Order', width: 130, fixed: 'left' },
  { key: 'service', title: 'Service', sortable: true },
  { key: 'chain', title: 'Chain' },
  {
    key: 'amount',
    title: 'Amount (¥)',
    align: 'right',
    sortable: true,
    width: 140,
    render: (value) => (value as number).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  },
  {
    key: 'status',
    title: 'Status',
    width: 160,
    render: (value) => <StatusTag status={value as Status} statusMap={statusMap} />,
  },
  { key: 'created', title: 'Created', sortable: true, width: 170 },
];

const eight = makeOrders(8);

const meta = {
  decorators: [withMain],
  title: 'Data/Table',
  component: Table,
  args: { 'aria-label': 'Orders', columns, data: eight, rowKey: 'id', onRetry: fn() },
} satisfies Meta<TableProps<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Client sorting, starting sorted by amount, highest first. Keyboard: Enter on a header button. */
export const Sorting: Story = {
  render: () => (
    <Table
      aria-label="Orders"
      columns={columns}
      data={eight}
      rowKey="id"
      defaultSort={{ key: 'amount', direction: 'desc' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('columnheader', { name: 'Amount (¥)' });
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    const serviceButton = canvas.getByRole('button', { name: 'Service' });
    serviceButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Service' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(amount).toHaveAttribute('aria-sort', 'none');
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getAllByRole('cell')[1]).toHaveTextContent('Contract audit');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Service' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Back to the starting order for the screenshot.
    await userEvent.keyboard('{Enter}');
    amount.querySelector('button')?.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

function SelectableTable() {
  const [keys, setKeys] = useState<string[]>(['ORD-10001']);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Table
        aria-label="Orders"
        columns={columns}
        data={eight}
        rowKey="id"
        selectable
        selectedRowKeys={keys}
        onSelectionChange={setKeys}
        isRowSelectable={(row) => row.status !== 'cancelled'}
        getRowLabel={(row) => `Select order ${row.id}`}
      />
      <output>{`${keys.length} selected`}</output>
    </div>
  );
}

/** Select-all (Space) selects every selectable row on the page; cancelled orders cannot be selected. */
export const Selection: Story = {
  render: () => <SelectableTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    all.focus();
    await userEvent.keyboard(' ');
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('5 selected')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(all).toHaveAttribute('aria-checked', 'false');
    canvas.getByRole('checkbox', { name: 'Select order ORD-10003' }).focus();
    await userEvent.keyboard(' ');
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.getByText('1 selected')).toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** First load: skeleton rows; a reload over existing rows shows an overlay. Both are aria-busy. */
export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table aria-label="Orders loading" columns={columns} data={[]} rowKey="id" loading />
      <Table aria-label="Orders reloading" columns={columns} data={eight.slice(0, 3)} rowKey="id" loading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Orders loading' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('table', { name: 'Orders reloading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table aria-label="Orders" columns={columns} data={[]} rowKey="id" />
      <Table
        aria-label="Invoices"
        columns={columns}
        data={[]}
        rowKey="id"
        empty={
          <>
            <div>No invoices yet.</div>
            <Button variant="link">Apply for an invoice</Button>
          </>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => (
    <Table aria-label="Orders" columns={columns} data={[]} rowKey="id" error onRetry={args.onRetry} />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load data.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const fifty = makeOrders(50);

/** Server-side paging, simulated: the caller slices its 50 rows by `page` and `pageSize`. */
function PaginatedTable() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<TableSort | null>(null);
  const sorted = sort
    ? [...fifty].sort((a, b) => {
        const x = a[sort.key as keyof Order];
        const y = b[sort.key as keyof Order];
        const order = x < y ? -1 : x > y ? 1 : 0;
        return sort.direction === 'asc' ? order : -order;
      })
    : fifty;
  return (
    <Table
      aria-label="Orders"
      columns={columns}
      data={sorted.slice((page - 1) * pageSize, page * pageSize)}
      rowKey="id"
      sortMode="server"
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      pagination={{
        page,
        pageSize,
        total: fifty.length,
        showQuickJumper: true,
        onChange: (nextPage, nextSize) => {
          setPage(nextPage);
          setPageSize(nextSize);
        },
      }}
    />
  );
}

export const Paginated: Story = {
  render: () => <PaginatedTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total 50 items')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    canvas.getByRole('button', { name: 'Page 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('ORD-10011')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Page 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('ORD-10001')).toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

const thousand = makeOrders(1000);

/** 1,000 rows on one page: the body is virtualised (only rows in view are rendered) under a sticky header. */
export const Large: Story = {
  render: () => (
    <Table aria-label="All orders" columns={columns} data={thousand} rowKey="id" maxHeight={480} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'All orders' });
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    await waitFor(() => expect(canvas.getByText('ORD-10001')).toBeInTheDocument());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'All orders' });
    region.scrollTop = 47 * 500;
    await waitFor(() => expect(canvas.getByText('ORD-10501')).toBeInTheDocument());
    await expect(canvas.queryByText('ORD-10001')).not.toBeInTheDocument();
    region.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText('ORD-10001')).toBeInTheDocument());
  },
};

const zhStatus: Record<Status, StatusTagEntry> = {
  paid: { color: 'success', label: '已支付' },
  pending: { color: 'warning', label: '待支付' },
  cancelled: { color: 'default', label: '已取消' },
};
const zhColumns: TableColumn<Order>[] = [
  { key: 'id', title: '订单号', width: 130 },
  { key: 'service', title: '服务', sortable: true },
  { key: 'amount', title: '金额（元）', align: 'right', sortable: true, width: 140 },
  {
    key: 'status',
    title: '状态',
    width: 120,
    render: (value) => <StatusTag status={value as Status} statusMap={zhStatus} />,
  },
];

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table
        aria-label="订单"
        columns={zhColumns}
        data={eight.slice(0, 4)}
        rowKey="id"
        selectable
        defaultSelectedRowKeys={['ORD-10001']}
        defaultSort={{ key: 'amount', direction: 'asc' }}
        pagination={{ page: 3, pageSize: 10, total: 128, onChange: () => {} }}
      />
      <Table aria-label="发票" columns={zhColumns} data={[]} rowKey="id" />
    </div>
  ),
};
