/**
 * A platform chain's live status as the landing page's chain cards and the console home show it: the
 * state, the latest block, its age (ticking every second) and the gas price. Loads the `chains`
 * translations itself (it suspends until they are there), so its callers render it inside Suspense
 * and no first load carries them.
 */
import { useTranslation } from 'react-i18next';
import type { ChainCode } from '@chainportal/api';
import { ChainStatus, formatGrouped } from '@chainportal/ui';
import { ageParts, gasPriceParts } from './chainStatus';
import { useChainStatus, type UseChainStatusOptions } from './useChainStatus';
import { useNow } from './useNow';

export interface LiveChainStatusProps extends UseChainStatusOptions {
  code: ChainCode;
  /** Shown before the state; the chain code when not given. */
  name?: string;
  /** Whether a chain without an address says why (the console does; the public landing page not). */
  explainNotConfigured?: boolean;
}

export function LiveChainStatus({
  code,
  name,
  explainNotConfigured = true,
  ...options
}: LiveChainStatusProps) {
  const { t, i18n } = useTranslation('chains');
  const { state, reading } = useChainStatus(code, options);
  const now = useNow(1000, Boolean(reading));
  const age = (then: number) => {
    const { count, unit } = ageParts(then, now);
    return t(`age.${unit}`, { count });
  };
  const gas = reading ? gasPriceParts(reading.gasPrice) : undefined;
  return (
    <ChainStatus
      aria-label={t('statusOf', { code })}
      name={name ?? code}
      state={state}
      stateLabel={t(`state.${state}`)}
      figures={[
        {
          id: 'block',
          label: t('figure.block'),
          value: reading ? `#${formatGrouped(reading.blockNumber, i18n.language)}` : '—',
        },
        { id: 'age', label: t('figure.age'), value: reading ? age(reading.blockTime) : '—' },
        {
          id: 'gas',
          label: t('figure.gas'),
          value: gas ? t(`gas.${gas.unit}`, { amount: gas.amount }) : '—',
        },
      ]}
      note={
        state === 'stale' && reading
          ? t('note.stale', { age: age(reading.readAt) })
          : state === 'unreachable' || (state === 'notConfigured' && explainNotConfigured)
            ? t(`note.${state}`)
            : undefined
      }
    />
  );
}

export default LiveChainStatus;
