import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChainCode, Network } from '@chainportal/api';
import { FieldController, FormField, Input, RadioGroup, type FieldRegistration } from '@chainportal/ui';
import { CHAIN_CODES, NETWORKS } from './contractLabels';

export interface Target {
  name: string;
  chainCode: ChainCode;
  network: Network;
}

/**
 * The network a new contract goes to unless the customer picks the other: the deployment's own
 * (`VITE_WALLET_NETWORK`, read as src/wallet/config.ts's walletNetwork reads it; that module is kept
 * out of the page's first load), where its chains' RPC URLs point.
 */
export const DEFAULT_NETWORK: Network =
  import.meta.env.VITE_WALLET_NETWORK === 'testnet' ? 'testnet' : 'mainnet';

export const DEFAULT_TARGET: Target = { name: '', chainCode: 'ScOcc02001', network: DEFAULT_NETWORK };

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
        <FieldController
          control={control}
          name="chainCode"
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              value={field.value as string}
              orientation="horizontal"
              options={CHAIN_CODES.map((code) => ({
                value: code,
                label: `${t(`contract.chains.${code}`)} (${code})`,
              }))}
              onValueChange={field.onChange}
            />
          )}
        />
      </FormField>
      <FormField label={t('contract.network')} required>
        <FieldController
          control={control}
          name="network"
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              value={field.value as string}
              orientation="horizontal"
              options={NETWORKS.map((n) => ({ value: n, label: t(`network.${n}`) }))}
              onValueChange={field.onChange}
            />
          )}
        />
      </FormField>
    </>
  );
}
