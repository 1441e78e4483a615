// Renew an app from the balance (decision 0040): a period choice, the price (monthly price × months,
// in cents), the new expiry and the available balance, paid through parts/BalancePayDialog (too
// little balance explained with a way to recharge, the 6-second lock so nothing is charged twice).
// useRenewApp revalidates the balance caches, so every screen showing the balance follows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import styled from 'styled-components';
import { useRenewApp, type AppDetail } from '@chainportal/api';
import { Descriptions, FormField, message, RadioGroup, formatDay, useMoney } from '@chainportal/ui';
import { BalancePayDialog } from '../parts/BalancePayDialog';
import { Hint } from '../parts/ConsolePage';
import { toCents, toYuan } from '../parts/money';

const Body = styled.div`
  display: grid;
  gap: var(--cp-space-md);
  margin-bottom: var(--cp-space-md);
`;

export function RenewDialog({ app, open, onClose }: { app: AppDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const money = useMoney();
  const offer = app.renewal;
  const [months, setMonths] = useState<number>(offer?.periods[0] ?? 1);
  const { trigger, isMutating } = useRenewApp();
  const newExpiry = offer ? dayjs(offer.startsAt).add(months, 'month').toDate() : null;

  return (
    <BalancePayDialog
      open={open}
      onClose={onClose}
      title={t('app.renew.title', { name: app.name })}
      amountCents={offer ? toCents(offer.monthlyPrice) * months : 0}
      paying={isMutating}
      disabled={!offer}
      pay={async () => {
        const renewed = await trigger({ id: app.id, periodMonths: months });
        message.success(t('app.renew.done', { name: app.name, date: formatDay(renewed.expiresAt) }));
      }}
      labels={{
        cancel: t('app.renew.cancel'),
        recharge: t('app.renew.recharge'),
        confirm: (amount) => t('app.renew.confirm', { amount }),
        insufficient: (shortfall) => t('app.renew.insufficient', { shortfall }),
      }}
    >
      {(available) =>
        offer ? (
          <Body>
            <FormField label={t('app.renew.period')}>
              <RadioGroup
                value={String(months)}
                onValueChange={(value) => setMonths(Number(value))}
                options={offer.periods.map((p) => ({
                  value: String(p),
                  label: t('app.renew.months', { count: p }),
                }))}
              />
            </FormField>
            <Descriptions
              columns={1}
              items={[
                { key: 'monthly', label: t('app.renew.monthlyPrice'), value: money(offer.monthlyPrice) },
                {
                  key: 'price',
                  label: t('app.renew.price'),
                  value: money(toYuan(toCents(offer.monthlyPrice) * months)),
                },
                { key: 'expiry', label: t('app.renew.newExpiry'), value: formatDay(newExpiry) },
                {
                  key: 'available',
                  label: t('app.renew.available'),
                  value:
                    available.text ?? (available.failed ? t('app.renew.loadFailed') : t('app.renew.loading')),
                },
              ]}
            />
          </Body>
        ) : (
          <Hint>{t('app.renew.notRenewable')}</Hint>
        )
      }
    </BalancePayDialog>
  );
}
