import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormField, Input, useSchemaForm } from '@chainportal/ui';
import { abiTypeHint, type AbiParam } from '../../../../chains/abiValues';
import type { AbiFunction } from '../../../../chains/contractCalls';
import { argField, constructorArgsSchema, emptyArgs } from '../../../../chains/constructorForm';

const Item = styled.details`
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);

  & > summary {
    cursor: pointer;
    padding: var(--cp-space-sm) var(--cp-space-md);
    font-weight: 600;
    color: var(--cp-text);
    overflow-wrap: anywhere;
  }
  & > summary small {
    font-weight: 400;
    color: var(--cp-text-secondary);
  }
  &[open] > summary {
    border-bottom: 1px solid var(--cp-border-light);
  }
`;

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  padding: var(--cp-space-md);

  & > p {
    margin: 0;
    color: var(--cp-text-secondary);
  }
  & > button {
    align-self: flex-start;
  }
`;

/** The value field of a payable function: a uint256 in wei, checked like any argument. */
const VALUE_PARAM: AbiParam = { name: 'value', type: 'uint256' };

export interface FunctionFormProps {
  fn: AbiFunction;
  /** 1-based, as Etherscan numbers them. */
  index: number;
  kind: 'read' | 'write';
  /** Runs the function with the checked arguments (and the wei for a payable one). */
  onRun: (args: unknown[], value: bigint | undefined) => Promise<void> | void;
  busy?: boolean;
  /** Opens the function at first (a read without inputs shows its value at once). */
  defaultOpen?: boolean;
  /** The result or the failure, under the button. */
  children?: ReactNode;
}

/** One function of the ABI: a field per input, checked by its Solidity type, and its button. */
export function FunctionForm({
  fn,
  index,
  kind,
  onRun,
  busy = false,
  defaultOpen,
  children,
}: FunctionFormProps) {
  const { t } = useTranslation('contracts');
  const params = useMemo(() => (fn.payable ? [...fn.inputs, VALUE_PARAM] : fn.inputs), [fn]);
  const schema = useMemo(
    () =>
      constructorArgsSchema(params, (key, values) =>
        (t as (k: string, v?: Record<string, string>) => string)(key, values),
      ),
    [params, t],
  );
  const defaults = useMemo(() => {
    const values = emptyArgs(params);
    if (fn.payable) values[argField(params.length - 1)] = '0';
    return values;
  }, [params, fn.payable]);
  const form = useSchemaForm<Record<string, string>, unknown[]>({ schema, defaultValues: defaults });
  const submit = form.onSubmit(async (values) => {
    const args = fn.payable ? values.slice(0, -1) : values;
    const value = fn.payable ? (values[values.length - 1] as bigint) : undefined;
    await onRun(args, value);
  });
  const outputs = fn.outputs.map(abiTypeHint).join(', ');
  return (
    <Item open={defaultOpen}>
      <summary>
        {index}. {fn.name} {outputs ? <small>→ {outputs}</small> : null}
      </summary>
      <Body noValidate onSubmit={(e) => void submit(e)} aria-label={fn.key}>
        {fn.inputs.length === 0 && !fn.payable ? <p>{t('onchain.fn.noInputs')}</p> : null}
        {params.map((param, i) => {
          const name = argField(i);
          const isValue = fn.payable && i === params.length - 1;
          return (
            <FormField
              key={name}
              label={isValue ? t('onchain.fn.value') : `${param.name || `#${i + 1}`} (${abiTypeHint(param)})`}
              hint={isValue ? t('onchain.fn.valueHint') : undefined}
              error={form.errorOf(name)}
            >
              <Input
                {...form.register(name)}
                placeholder={abiTypeHint(param)}
                autoComplete="off"
                spellCheck={false}
              />
            </FormField>
          );
        })}
        <Button type="submit" variant={kind === 'write' ? 'primary' : 'default'} loading={busy}>
          {kind === 'write' ? t('onchain.fn.write') : t('onchain.fn.query')}
        </Button>
        {children}
      </Body>
    </Item>
  );
}
