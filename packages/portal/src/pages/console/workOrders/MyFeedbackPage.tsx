import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useWorkOrders,
  type WorkOrderItem,
  type WorkOrderListRequest,
  workOrderStatuses,
  workOrderTypes,
} from '@chainportal/api';
import { Button, formatDate, message, StatusTag, type TableColumn, enumLabel } from '@chainportal/ui';
import type { ExcelColumn } from '../../../export/exportExcel';
import { ExportShownButton } from '../parts/ExportShownButton';
import { ConsolePage, FilterBar } from '../parts/ConsolePage';
import { FilterSelect, KeywordFilter } from '../parts/ListControls';
import { ListTable } from '../parts/ListTable';
import { activeFilters, useListQuery } from '../parts/useListQuery';
import { CreateWorkOrderDialog } from './CreateWorkOrderDialog';
import { WORK_ORDER_STATUSES, WORK_ORDER_TYPES, workOrderStatusMap } from './workOrderLabels';
import { Permission } from '../../../session/permission';

const FILTERS = { status: '', type: '', keyword: '' };

/** /myconsultation/myfeedback: the user's work orders, filtered, with a new one and export. */
export default function MyFeedbackPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const list = useListQuery(FILTERS);
  const [creating, setCreating] = useState(false);
  const request = { ...list.paging, ...activeFilters(list.filters) } as WorkOrderListRequest;
  const { data, error, isLoading, mutate } = useWorkOrders(request, { keepPreviousData: true });
  const statusMap = workOrderStatusMap(t);
  const open = (id: number) => void navigate(`/myconsultation/myfeedbackdetail?id=${id}`);

  const columns: TableColumn<WorkOrderItem>[] = [
    { key: 'ticketNo', kind: 'id', title: t('workOrder.ticketNo') },
    {
      key: 'title',
      kind: 'text',
      title: t('workOrder.title'),
      render: (_, row) => (
        <Button variant="link" onClick={() => open(row.id)}>
          {row.title}
        </Button>
      ),
    },
    {
      key: 'type',
      title: t('workOrder.type'),
      render: (_, row) => enumLabel(row.type, workOrderTypes, (v) => t(`workOrder.types.${v}`)),
    },
    {
      key: 'status',
      kind: 'status',
      title: t('workOrder.statusLabel'),
      render: (_, row) => <StatusTag status={row.status} statusMap={statusMap} />,
    },
    {
      key: 'createdAt',
      kind: 'date',
      title: t('common.createdAt'),
      sortable: true,
      render: (_, r) => formatDate(r.createdAt),
    },
    {
      key: 'updatedAt',
      kind: 'date',
      title: t('workOrder.updatedAt'),
      sortable: true,
      render: (_, r) => formatDate(r.updatedAt),
    },
  ];

  const exportColumns: ExcelColumn<WorkOrderItem>[] = [
    { header: t('workOrder.ticketNo'), value: (r) => r.ticketNo },
    { header: t('workOrder.title'), value: (r) => r.title, width: 40 },
    {
      header: t('workOrder.type'),
      value: (r) => enumLabel(r.type, workOrderTypes, (v) => t(`workOrder.types.${v}`)),
    },
    {
      header: t('workOrder.statusLabel'),
      value: (r) => enumLabel(r.status, workOrderStatuses, (v) => t(`workOrder.status.${v}`)),
    },
    { header: t('common.createdAt'), value: (r) => formatDate(r.createdAt) },
    { header: t('workOrder.updatedAt'), value: (r) => formatDate(r.updatedAt) },
  ];

  return (
    <ConsolePage
      title={t('workOrder.heading')}
      actions={
        <>
          <ExportShownButton rows={data?.list ?? []} columns={exportColumns} />
          <Permission perm="workOrder:create">
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t('workOrder.create')}
            </Button>
          </Permission>
        </>
      }
    >
      <FilterBar>
        <FilterSelect
          label={t('workOrder.statusLabel')}
          value={list.filters.status}
          options={WORK_ORDER_STATUSES.map((s) => ({
            value: s,
            label: enumLabel(s, workOrderStatuses, (v) => t(`workOrder.status.${v}`)),
          }))}
          onChange={(status) => list.setFilters({ status })}
        />
        <FilterSelect
          label={t('workOrder.type')}
          value={list.filters.type}
          options={WORK_ORDER_TYPES.map((s) => ({
            value: s,
            label: enumLabel(s, workOrderTypes, (v) => t(`workOrder.types.${v}`)),
          }))}
          onChange={(type) => list.setFilters({ type })}
        />
        <KeywordFilter list={list} label={t('workOrder.search')} />
      </FilterBar>
      <ListTable
        aria-label={t('workOrder.heading')}
        columns={columns}
        rowKey="id"
        empty={t('workOrder.empty')}
        list={list}
        answer={{ data, error, isLoading, mutate }}
      />
      <CreateWorkOrderDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(order) => {
          setCreating(false);
          message.success(t('workOrder.created', { ticketNo: order.ticketNo }));
          open(order.id);
        }}
      />
    </ConsolePage>
  );
}
