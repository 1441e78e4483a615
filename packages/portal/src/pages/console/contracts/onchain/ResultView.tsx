import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { abiTypeHint, formatAbiValue, type AbiParam } from '../../../../chains/abiValues';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: var(--cp-space-xs) var(--cp-space-md);
  margin: 0;
  padding: var(--cp-space-sm) var(--cp-space-md);
  border-radius: var(--cp-radius-sm);
  background: var(--cp-bg-muted);

  & > div {
    display: contents;
  }
  & dt {
    color: var(--cp-text-secondary);
  }
  & dd {
    margin: 0;
    font-family: var(--cp-font-mono, monospace);
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/** Decoded values by name and type (a function's outputs, an event's arguments). */
export function ValuesView({
  values,
  label,
}: {
  values: ReadonlyArray<{ param: AbiParam; value: unknown }>;
  label: string;
}) {
  return (
    <div role="group" aria-label={label}>
      <List>
        {values.map(({ param, value }, i) => (
          <div key={i}>
            <dt>
              {param.name || `#${i + 1}`} <small>({abiTypeHint(param)})</small>
            </dt>
            <dd>{formatAbiValue(param, value)}</dd>
          </div>
        ))}
      </List>
    </div>
  );
}

/** A read function's result, announced when it arrives. */
export function ResultView({
  name,
  outputs,
}: {
  name: string;
  outputs: ReadonlyArray<{ param: AbiParam; value: unknown }>;
}) {
  const { t } = useTranslation('contracts');
  return (
    <output aria-live="polite">
      <ValuesView values={outputs} label={t('onchain.fn.resultLabel', { name })} />
    </output>
  );
}
