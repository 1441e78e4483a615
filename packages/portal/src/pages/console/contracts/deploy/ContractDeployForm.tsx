import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import * as z from 'zod/mini';
import {
  chainCode as chainCodeRule,
  createFromTemplateRequest,
  network as networkRule,
  type ChainCode,
  useRegisterContract,
  type ContractDetail,
  type Network,
  type RegisterContractRequest,
} from '@chainportal/api';
import { Button, FormField, Input, RadioGroupField, Textarea, useSchemaForm } from '@chainportal/ui';
import {
  abiTypeHint,
  argField,
  argsByName,
  constructorArgsSchema,
  emptyArgs,
  type ConstructorParam,
} from '../../../../chains/constructorForm';
import { defaultTarget, TargetFields } from '../TargetFields';
import { DeployProgress } from './DeployProgress';
import { useWalletDeploy } from './useWalletDeploy';
import { WalletDeployPanel } from './WalletDeployPanel';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  & > button {
    align-self: flex-start;
  }
`;

const Heading = styled.h2`
  margin: var(--cp-space-sm) 0 0;
  font-size: var(--cp-font-md);
`;

const Muted = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
`;

export type DeployMethod = 'platform' | 'wallet';

/** Where and under which name the contract goes (the calls' common fields). */
export interface DeployTarget {
  name: string;
  chainCode: ChainCode;
  network: Network;
  description?: string;
}

export interface ContractDeployFormProps {
  /** The constructor's inputs, in order (labels where known). */
  params: readonly ConstructorParam[];
  abi: readonly unknown[];
  /** Creation bytecode, 0x-prefixed. */
  bytecode: string;
  /** Deploy by the platform: the template or build call; resolves with the new contract. */
  deployByPlatform: (target: DeployTarget, params: Record<string, string>) => Promise<ContractDetail>;
  /** The register call's request for a contract deployed with the wallet (template key, or source and ABI). */
  registration: (target: DeployTarget, txHash: string) => RegisterContractRequest;
  /** Above the submit button (the self-built page's description field sits here). */
  children?: ReactNode;
}

/**
 * The deploy form of a compiled contract (a template's, or one the customer built): name, chain and
 * network, one field per constructor input checked by its Solidity type, and the way to deploy:
 * by the platform (its key; the new contract then shows Submitted → Deployed or Failed) or with the
 * customer's wallet (EIP-6963, the chain switched, the pending hash, then registered).
 * It loads ethers (through the type checks): the pages load it on demand.
 */
export default function ContractDeployForm({
  params,
  abi,
  bytecode,
  deployByPlatform,
  registration,
  children,
}: ContractDeployFormProps) {
  const { trigger: register } = useRegisterContract();
  const { t } = useTranslation(['contracts', 'console']);
  const navigate = useNavigate();
  const [created, setCreated] = useState<number | undefined>(undefined);
  const schema = useMemo(
    () =>
      z.object({
        name: createFromTemplateRequest.shape.name,
        chainCode: chainCodeRule,
        network: networkRule,
        description: z.string().check(z.maxLength(500)),
        method: z.enum(['platform', 'wallet']),
        args: constructorArgsSchema(params, (key, values) => t(key as never, values)),
      }),
    [params, t],
  );
  type Values = z.input<typeof schema>;
  const form = useSchemaForm<Values, z.output<typeof schema>>({
    schema,
    defaultValues: {
      name: '',
      chainCode: defaultTarget().chainCode,
      network: defaultTarget().network,
      description: '',
      method: 'platform',
      args: emptyArgs(params),
    },
    messages: { name: t('console:contract.errors.name') },
  });
  const chainLabel = (code: ChainCode) => t(`console:contract.chains.${code}`);
  const wallet = useWalletDeploy({ chainName: (chain) => chainLabel(chain.chainCode) });
  const open = (id: number) => void navigate(`/contractmanage/mycontract?open=${id}`);

  const submit = form.onSubmit(async (values) => {
    setCreated(undefined);
    wallet.reset();
    const target: DeployTarget = {
      name: values.name,
      chainCode: values.chainCode,
      network: values.network,
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
    };
    if (values.method === 'platform') {
      const contract = await deployByPlatform(target, argsByName(params, form.getValues('args')));
      setCreated(contract.id);
      return;
    }
    await wallet.start({
      chainCode: target.chainCode,
      network: target.network,
      request: { abi, bytecode, args: values.args },
      registration: (txHash) => registration(target, txHash),
      register: async (request) => {
        const contract = await register(request);
        setCreated(contract.id);
      },
    });
  });

  const descriptionField = form.register('description');
  const method = form.watch('method');
  const chainCode = form.watch('chainCode');
  const busy =
    form.sending ||
    !['idle', 'done', 'failure', 'registerFailed', 'noWallet', 'unknownChain'].includes(wallet.state.step);

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label={t('form.label')}>
      <TargetFields
        control={form.control as never}
        nameField={form.register('name')}
        nameError={form.errorOf('name')}
      />
      <Heading>{t('form.constructor')}</Heading>
      {params.length === 0 ? <Muted>{t('form.noParams')}</Muted> : null}
      {params.map((param, i) => {
        const name = `args.${argField(i)}` as const;
        return (
          <FormField
            key={name}
            label={
              param.label ? (
                param.label
              ) : (
                <span translate="no">{param.name || t('form.unnamed', { index: i + 1 })}</span>
              )
            }
            required={param.type !== 'string' && param.type !== 'bytes'}
            error={form.errorOf(name as never)}
            hint={t('form.typeHint', { type: abiTypeHint(param) })}
          >
            <Input {...form.register(name as never)} autoComplete="off" spellCheck={false} translate="no" />
          </FormField>
        );
      })}
      {children}
      <FormField label={t('console:contract.description')}>
        <Textarea {...descriptionField} maxLength={500} showCount />
      </FormField>
      <FormField
        label={t('form.method')}
        required
        hint={method === 'wallet' ? t('form.byWalletHint') : t('form.byPlatformHint')}
      >
        <RadioGroupField
          control={form.control}
          name="method"
          options={[
            { value: 'platform', label: t('form.byPlatform') },
            { value: 'wallet', label: t('form.byWallet') },
          ]}
          onChange={() => {
            wallet.reset();
          }}
        />
      </FormField>
      <Button type="submit" variant="primary" locked={form.locked} loading={busy}>
        {method === 'wallet' ? t('form.submitWallet') : t('form.submitPlatform')}
      </Button>
      <div aria-live="polite">
        {created !== undefined && method === 'platform' ? (
          <DeployProgress contractId={created} onOpen={() => open(created)} />
        ) : null}
        <WalletDeployPanel
          state={wallet.state}
          wallets={wallet.wallets}
          chainLabel={chainLabel(chainCode)}
          onChoose={wallet.choose}
          onSwitch={(w) => void wallet.switchChain(w)}
          onRetry={wallet.retry}
          onOpen={() => {
            if (created !== undefined) open(created);
          }}
        />
      </div>
    </Form>
  );
}
