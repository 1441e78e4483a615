import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChainCode, Network } from '@chainportal/api';
import {
  FormField,
  Input,
  RadioGroupField,
  type FieldController,
  type FieldRegistration,
} from '@chainportal/ui';
import { runtimeConfig } from '../../../app/runtimeConfig';
import { CHAIN_CODES, NETWORKS } from './contractLabels';

export interface Target {
  name: string;
  chainCode: ChainCode;
  network: Network;
}

/**
 * Where a new contract goes unless the customer picks otherwise: the first chain, on the
 * deployment's own network (`walletNetwork` of app/runtimeConfig.ts, decision 0089, read as
 * src/wallet/config.ts reads it; that module is kept out of the page's first load), where its chains'
 * RPC URLs point. Read when the form is made, after the deployment's settings are applied.
 */
export function defaultTarget(): Target {
  const network: Network = runtimeConfig().walletNetwork;
  return { name: '', chainCode: 'ScOcc02001', network };
}

export interface TargetFieldsProps {
  /** The form's control (react-hook-form, useSchemaForm), holding `chainCode` and `network`. */
  control: ComponentProps<typeof FieldController>['control'];
  /** `register('name')` of the form. */
  nameField: FieldRegistration;
  nameError?: string | undefined;
}

/** The contract's name and where it is deployed: chain (by chain code) and network. */
export function TargetFields({ control, nameField, nameError }: TargetFieldsProps) {
  const { t } = useTranslation('console');
  return (
    <>
      <FormField label={t('contract.name')} required error={nameError}>
        <Input {...nameField} maxLength={50} autoComplete="off" />
      </FormField>
      <FormField label={t('contract.chain')} required>
        <RadioGroupField
          control={control}
          name="chainCode"
          orientation="horizontal"
          options={CHAIN_CODES.map((code) => ({
            value: code,
            label: `${t(`contract.chains.${code}`)} (${code})`,
          }))}
        />
      </FormField>
      <FormField label={t('contract.network')} required>
        <RadioGroupField
          control={control}
          name="network"
          orientation="horizontal"
          options={NETWORKS.map((n) => ({ value: n, label: t(`network.${n}`) }))}
        />
      </FormField>
    </>
  );
}
