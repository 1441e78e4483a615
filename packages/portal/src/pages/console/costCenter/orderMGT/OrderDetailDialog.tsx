// One order with its status timeline.
import { useTranslation } from 'react-i18next';
import { editionKeys, orderStatuses, orderTypes, useOrderDetail } from '@chainportal/api';
import {
  Descriptions,
  Dialog,
  StatusTag,
  Timeline,
  FORMAT_PLACEHOLDER,
  enumLabel,
  formatDate,
  isKnown,
  useMoney,
} from '@chainportal/ui';
import { DetailState } from '../../parts/ListControls';
import { ORDER_COLORS } from '../statusMaps';
import { useOrderStatusMap } from './useOrderLabels';

export function OrderDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(['billing', 'console']);
  const money = useMoney();
  const statusMap = useOrderStatusMap();
  const { data, error, isLoading, mutate } = useOrderDetail(id ? { id } : null);
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('order.detail')}
      footer={null}
      width={640}
    >
      <DetailState loading={isLoading} error={error} onRetry={() => void mutate()}>
        {data ? (
          <>
            <Descriptions
              columns={2}
              bordered
              items={[
                { key: 'no', label: t('order.orderNo'), value: data.orderNo },
                {
                  key: 'status',
                  label: t('order.status'),
                  value: <StatusTag status={data.status} statusMap={statusMap} />,
                },
                { key: 'product', label: t('order.product'), value: data.productName },
                {
                  key: 'type',
                  label: t('order.type'),
                  value: enumLabel(data.type, orderTypes, (v) => t(`order.types.${v}`)),
                },
                {
                  key: 'edition',
                  label: t('order.edition'),
                  value: enumLabel(data.edition, editionKeys, (v) => t(`console:edition.${v}`)),
                },
                {
                  key: 'qty',
                  label: t('order.quantity'),
                  value:
                    data.quantity !== undefined && data.periodMonths !== undefined
                      ? `${data.quantity} × ${t('order.months', { count: data.periodMonths })}`
                      : FORMAT_PLACEHOLDER,
                },
                { key: 'unit', label: t('order.unitPrice'), value: money(data.unitPrice) },
                { key: 'amount', label: t('order.amount'), value: money(data.amount) },
                {
                  key: 'invoiced',
                  label: t('order.invoiced'),
                  value: data.invoiced ? t('common.yes') : t('common.no'),
                },
                { key: 'created', label: t('order.createdAt'), value: formatDate(data.createdAt) },
              ]}
            />
            <Timeline
              items={data.timeline.map((step, i) => ({
                key: `${step.status}-${i}`,
                content: enumLabel(step.status, orderStatuses, (v) => t(`order.statuses.${v}`)),
                time: formatDate(step.at),
                color:
                  isKnown(step.status, orderStatuses) && ORDER_COLORS[step.status] === 'danger'
                    ? 'danger'
                    : 'primary',
              }))}
            />
          </>
        ) : null}
      </DetailState>
    </Dialog>
  );
}
