import { useTranslation } from 'react-i18next';
import type { ChainCode, Network } from '@chainportal/api';
import { FormField, Input, RadioGroup } from '@chainportal/ui';
import { CHAIN_CODES, NETWORKS } from './contractLabels';

export interface Target {
  name: string;
  chainCode: ChainCode;
  network: Network;
}

export const DEFAULT_TARGET: Target = { name: '', chainCode: 'ScOcc02001', network: 'testnet' };

export interface TargetFieldsProps {
  value: Target;
  onChange: (value: Target) => void;
  nameError?: string;
}

/** The contract's name and where it is deployed: chain (by chain code) and network. */
export function TargetFields({ value, onChange, nameError }: TargetFieldsProps) {
  const { t } = useTranslation('console');
  return (
    <>
      <FormField label={t('contract.name')} required error={nameError}>
        <Input
          value={value.name}
          maxLength={50}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
        />
      </FormField>
      <FormField label={t('contract.chain')} required>
        <RadioGroup
          value={value.chainCode}
          orientation="horizontal"
          options={CHAIN_CODES.map((code) => ({
            value: code,
            label: `${t(`contract.chains.${code}`)} (${code})`,
          }))}
          onValueChange={(chainCode) => onChange({ ...value, chainCode: chainCode as ChainCode })}
        />
      </FormField>
      <FormField label={t('contract.network')} required>
        <RadioGroup
          value={value.network}
          orientation="horizontal"
          options={NETWORKS.map((n) => ({ value: n, label: t(`network.${n}`) }))}
          onValueChange={(network) => onChange({ ...value, network: network as Network })}
        />
      </FormField>
    </>
  );
}
