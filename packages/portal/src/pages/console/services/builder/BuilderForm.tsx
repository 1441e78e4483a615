// The request builder's form and answer (issue 41, decision 0104): a method of the chain's family, a
// field for each of its parameters (checked by builderSchema through useSchemaForm), Send (or
// Ctrl/Cmd+Enter from any field), the same request as a curl command, and what came back.
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import {
  Button,
  Checkbox,
  FieldController,
  FormField,
  formatGrouped,
  Input,
  Select,
  Textarea,
  useSchemaForm,
} from '@chainportal/ui';
import { CopyButton } from '../../parts/CopyButton';
import { curlCommand } from './curl';
import {
  BUILDER_DEFAULTS,
  builderSchema,
  METHODS,
  methodNamed,
  requestOf,
  type BuilderValues,
  type ChainFamily,
  type ParamField,
} from './methods';
import { sendRpc, type SendOutcome } from './send';

const Intro = styled.p`
  margin: 0 0 var(--cp-space-md);
  color: var(--cp-text-secondary);
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--cp-space-md);
  max-width: 44rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm) var(--cp-space-md);
  & > span {
    color: var(--cp-text-secondary);
    font-size: var(--cp-font-size-sm);
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--cp-space-xs);
  margin-top: var(--cp-space-lg);
  & > h3 {
    margin: 0;
    font-size: var(--cp-font-size-base);
  }
  & > p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & [data-tone='danger'] {
    color: var(--cp-danger);
  }
  & [data-tone='secondary'] {
    color: var(--cp-text-secondary);
  }
`;

const Code = styled.pre`
  box-sizing: border-box;
  width: 100%;
  max-height: 24rem;
  margin: 0;
  padding: var(--cp-space-sm) var(--cp-space-md);
  overflow: auto;
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg-layout);
  font-family: var(--cp-font-mono);
  font-size: var(--cp-font-size-sm);
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** What the answer area shows: nothing yet, or the last call's outcome and the method it was for. */
type Shown = { method: string; outcome: SendOutcome } | undefined;

export interface BuilderFormProps {
  /** The service's gateway URL (with its key). */
  endpoint: string;
  family: ChainFamily;
  /** Sends the request (stories give their own). @default sendRpc */
  send?: (url: string, body: string) => Promise<SendOutcome>;
}

/** The form's fields, whatever method shows them. */
const FIELD_KINDS: Record<ParamField, 'input' | 'checkbox' | 'json'> = {
  address: 'input',
  block: 'input',
  hash: 'input',
  full: 'checkbox',
  call: 'json',
  filter: 'json',
};

export function BuilderForm({ endpoint, family, send = sendRpc }: BuilderFormProps) {
  const { t, i18n } = useTranslation('builder');
  const [shown, setShown] = useState<Shown>();
  const form = useSchemaForm<BuilderValues>({
    schema: builderSchema,
    defaultValues: BUILDER_DEFAULTS,
    translate: (message) => t(`errors.${message as 'method'}`),
  });
  const values = form.watch();
  const method = methodNamed(values.method);
  const valid = z.safeParse(builderSchema, values).success;
  const body = valid ? JSON.stringify(requestOf(values)) : undefined;
  const curl = body ? curlCommand(endpoint, body) : undefined;

  const submit = form.onSubmit(async (typed) => {
    setShown(undefined);
    const outcome = await send(endpoint, JSON.stringify(requestOf(typed)));
    setShown({ method: typed.method, outcome });
  });
  // Ctrl+Enter (Cmd+Enter on a Mac) sends from any field, the JSON boxes and the method list included:
  // caught on its way down, so the focused control does not also act on it (the list would open).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!form.sending) void submit();
  };

  const field = (name: ParamField) => {
    const kind = FIELD_KINDS[name];
    if (kind === 'checkbox')
      return (
        <FieldController
          key={name}
          control={form.control}
          name="full"
          render={({ field: { value, onChange, ref } }) => (
            <Checkbox ref={ref} checked={value} onCheckedChange={(checked) => onChange(checked === true)}>
              {t('field.full')}
            </Checkbox>
          )}
        />
      );
    const hint =
      name === 'block'
        ? t('field.blockHint')
        : name === 'call'
          ? t('field.callHint')
          : name === 'filter'
            ? t('field.filterHint')
            : undefined;
    return (
      <FormField key={name} label={t(`field.${name}`)} hint={hint} required error={form.errorOf(name)}>
        {kind === 'json' ? (
          <Textarea {...form.register(name)} rows={4} spellCheck={false} autoComplete="off" />
        ) : (
          <Input {...form.register(name)} spellCheck={false} autoComplete="off" />
        )}
      </FormField>
    );
  };

  return (
    <>
      <Intro>{t('intro')}</Intro>
      <Form
        noValidate
        aria-label={t('form')}
        onSubmit={(e) => void submit(e)}
        onKeyDownCapture={onKeyDownCapture}
      >
        <FormField label={t('method')} hint={t('methodHint')} error={form.errorOf('method')}>
          <FieldController
            control={form.control}
            name="method"
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <Select
                ref={ref}
                value={value}
                onValueChange={onChange}
                onBlur={onBlur}
                options={METHODS[family].map((m) => ({
                  value: m.name,
                  label: m.gated ? t('gated', { method: m.name }) : m.name,
                  textValue: m.name,
                }))}
              />
            )}
          />
        </FormField>
        {method && method.params.length > 0 ? method.params.map(field) : <p>{t('noParams')}</p>}
        <Actions>
          <Button type="submit" variant="primary" loading={form.sending}>
            {form.sending ? t('sending') : t('send')}
          </Button>
          <span>{t('shortcut')}</span>
        </Actions>
      </Form>
      <Section aria-labelledby="request-builder-curl">
        <h3 id="request-builder-curl">{t('curl')}</h3>
        {curl ? (
          <>
            <Code tabIndex={0} aria-labelledby="request-builder-curl">
              {curl}
            </Code>
            <CopyButton text={curl} label={t('copyCurl')} />
          </>
        ) : (
          <p data-tone="secondary">{t('curlInvalid')}</p>
        )}
      </Section>
      <Section aria-labelledby="request-builder-answer" aria-busy={form.sending}>
        <h3 id="request-builder-answer">{t('answer')}</h3>
        <Outcome shown={shown} language={i18n.language} />
      </Section>
    </>
  );
}

/** The last call's outcome: its status and time, what it means when it is not an answer, and its body. */
function Outcome({ shown, language }: { shown: Shown; language: string }) {
  const { t } = useTranslation('builder');
  if (!shown) return <div role="status" />;
  const { outcome, method } = shown;
  const ms = formatGrouped(outcome.ms, language);
  let note: string | undefined;
  if (outcome.kind === 'network') note = t('network');
  else if (outcome.kind === 'malformed') note = t('malformed', { status: outcome.status });
  else if (outcome.kind === 'answer' && outcome.error)
    note = t('nodeError', { code: outcome.error.code, message: outcome.error.message });
  else if (outcome.kind === 'refused')
    note =
      outcome.reason === 'rate'
        ? outcome.retryAfter === undefined
          ? t('refused.rateNow')
          : t('refused.rate', { count: outcome.retryAfter })
        : t(`refused.${outcome.reason}`, { method });
  const text = outcome.kind === 'network' ? undefined : outcome.text;
  return (
    <>
      <div role="status">
        <p data-tone="secondary">
          {outcome.kind === 'network'
            ? t('networkTiming', { ms })
            : t('timing', { status: outcome.status, ms })}
        </p>
        {note ? <p data-tone={outcome.kind === 'answer' ? undefined : 'danger'}>{note}</p> : null}
      </div>
      {text !== undefined ? (
        <>
          <Code tabIndex={0} aria-label={t('answer')} data-testid="rpc-answer">
            {text}
          </Code>
          <CopyButton text={text} label={t('copyAnswer')} />
        </>
      ) : null}
    </>
  );
}
