import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import styled, { css } from 'styled-components';
import { useFieldControl } from '../FormField';
import { ChoiceRow, choiceBox } from '../FormField/choice';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** @default false */
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>,
  'asChild' | 'children' | 'style' | 'dir'
> {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Marks the choice as wrong (`aria-invalid`). @default false */
  invalid?: boolean;
  /** Lays the options out in a row or a column; arrow keys follow. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-sm) var(--cp-space-lg);

  &[data-orientation='vertical'] {
    flex-direction: column;
  }
`;

const Radio = styled.button`
  ${choiceBox(css`
    &[data-state='checked'] {
      border-color: var(--cp-primary-solid);
    }
  `)}
  border-radius: 50%;

  & > span {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--cp-primary-solid);
  }
  &:disabled > span {
    background: var(--cp-text-disabled);
  }
`;

/**
 * A set of exclusive choices on Radix: Tab enters the group at the chosen option, arrow keys move
 * and select. Inside a FormField the field's label names the group.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(props, ref) {
  const {
    options,
    invalid: invalidProp,
    orientation = 'horizontal',
    className,
    id: idProp,
    disabled: disabledProp,
    required: requiredProp,
    'aria-describedby': describedByProp,
    'aria-labelledby': labelledByProp,
    ...rest
  } = props;
  const field = useFieldControl(props);
  const baseId = useId();
  return (
    <RadixRadioGroup.Root
      asChild
      id={field.id}
      orientation={orientation}
      disabled={field.disabled}
      required={field.required}
      aria-required={field.required || undefined}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
      aria-labelledby={labelledByProp ?? (rest['aria-label'] ? undefined : field.labelId)}
      {...rest}
    >
      <Group ref={ref} className={className} data-orientation={orientation}>
        {options.map((option, index) => {
          const itemId = `${baseId}-${index}`;
          const disabled = field.disabled || option.disabled;
          return (
            <ChoiceRow key={option.value} controlId={itemId} label={option.label} disabled={disabled}>
              <RadixRadioGroup.Item asChild value={option.value} id={itemId} disabled={option.disabled}>
                <Radio>
                  <RadixRadioGroup.Indicator />
                </Radio>
              </RadixRadioGroup.Item>
            </ChoiceRow>
          );
        })}
      </Group>
    </RadixRadioGroup.Root>
  );
});
