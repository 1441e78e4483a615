import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MarketDetail, OrderDetail } from '@chainportal/api';
import { Button, FormField, Input, LazyImage, RadioGroup, Select, SiteIcon, useMoney } from '@chainportal/ui';
import { EDITION_PICTURES } from '../access/editions';
import { Panel } from '../parts/PageParts';
import { purchaseAmount, type PurchaseChoice } from './purchase';

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
`;

const Picture = styled.div`
  display: flex;
  justify-content: center;
`;

const Amount = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  color: var(--cp-text-secondary);
  & strong {
    color: var(--cp-text);
    font-size: var(--cp-font-xxl);
  }
`;

const Done = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-xs);
  padding: var(--cp-space-sm) var(--cp-space-md);
  border: 1px solid var(--cp-success);
  border-radius: var(--cp-radius-md);
  background: var(--cp-success-bg);
  color: var(--cp-text);
  & a {
    color: var(--cp-primary-text);
  }
`;

export interface PurchasePanelProps {
  detail: MarketDetail;
  choice: PurchaseChoice;
  signedIn: boolean;
  /** The order the last purchase created. */
  order: OrderDetail | null;
  onChange: (choice: PurchaseChoice) => void;
  onBuy: (choice: PurchaseChoice) => Promise<void>;
}

/** Edition, quantity and period of an app, the amount, and the buy (or contact) action. */
export function PurchasePanel({ detail, choice, signedIn, order, onChange, onBuy }: PurchasePanelProps) {
  const { t } = useTranslation('public');
  const money = useMoney();
  const amount = purchaseAmount(choice);
  const picture = choice.edition.picture ? EDITION_PICTURES[choice.edition.picture] : undefined;
  const { minQuantity, maxQuantity, periods } = detail.purchase;
  const negotiable = amount === null;

  return (
    <Panel aria-labelledby="purchase-title">
      <h2 id="purchase-title">{t('detail.buyTitle')}</h2>
      <Form>
        {picture && (
          <Picture>
            <LazyImage src={picture} alt={choice.edition.name ?? ''} width={160} height={120} />
          </Picture>
        )}
        <FormField label={t('detail.edition')}>
          <RadioGroup
            orientation="vertical"
            value={choice.edition.key}
            onValueChange={(key) => {
              const edition = detail.editions.find((e) => e.key === key);
              if (edition)
                onChange({
                  ...choice,
                  edition,
                  periodMonths: edition.key === 'trial' ? 1 : choice.periodMonths,
                });
            }}
            options={detail.editions.map((e) => ({
              value: e.key,
              label:
                e.priceType === 'negotiable' || e.monthlyPrice === undefined
                  ? `${e.name ?? e.key} · ${e.priceType === 'free' ? t('common.free') : t('common.negotiable')}`
                  : `${e.name ?? e.key} · ${money(e.monthlyPrice)} ${t('common.perMonth')}`,
            }))}
          />
        </FormField>
        <FormField label={t('detail.quantity')} hint={`${minQuantity}–${maxQuantity}`}>
          <Input
            type="number"
            inputMode="numeric"
            min={minQuantity}
            max={maxQuantity}
            value={choice.quantity}
            disabled={negotiable}
            onChange={(event) => {
              const n = Math.trunc(Number(event.target.value));
              if (Number.isFinite(n) && n > 0)
                onChange({ ...choice, quantity: Math.min(maxQuantity, Math.max(minQuantity, n)) });
            }}
          />
        </FormField>
        <FormField label={t('detail.period')}>
          <Select
            value={String(choice.periodMonths)}
            disabled={negotiable || choice.edition.key === 'trial'}
            onValueChange={(value) => onChange({ ...choice, periodMonths: Number(value) })}
            options={(choice.edition.key === 'trial' ? [1] : periods).map((months) => ({
              value: String(months),
              label: months === 1 ? t('detail.month') : t('detail.months', { count: months }),
            }))}
          />
        </FormField>
        <Amount aria-live="polite">
          <span>{t('detail.amount')}</span>
          <strong>{negotiable ? t('common.negotiable') : money(amount)}</strong>
        </Amount>
        {negotiable ? (
          <>
            <p>{t('detail.negotiableHint')}</p>
            <Link to="/feedback">{t('detail.contactSales')}</Link>
          </>
        ) : (
          <Button
            variant="primary"
            block
            preventReClick
            onClick={() => void onBuy(choice).catch(() => undefined)}
          >
            {signedIn ? t('detail.buy') : t('detail.signInToBuy')}
          </Button>
        )}
        <div role="status">
          {order && (
            <Done>
              <span>
                <SiteIcon icon={CircleCheck} size={16} /> {t('detail.ordered', { no: order.orderNo })}
              </span>
              <Link to="/costCenter/orderMGT">{t('detail.toOrders')}</Link>
            </Done>
          )}
        </div>
      </Form>
    </Panel>
  );
}
