import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import styled, { css } from 'styled-components';
import { Check, Minus } from 'lucide-react';
import { useFieldControl } from '../FormField';
import { ChoiceRow, choiceBox, useChoiceId } from '../FormField/choice';

export type CheckboxCheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'asChild' | 'children' | 'style'
> {
  /** The label beside the box; it names the checkbox. */
  children?: ReactNode;
  /** Marks the choice as wrong (`aria-invalid`). @default false */
  invalid?: boolean;
  className?: string;
}

const Box = styled.button`
  ${choiceBox(css`
    &[data-state='checked'],
    &[data-state='indeterminate'] {
      background: var(--cp-primary-solid);
      border-color: var(--cp-primary-solid);
    }
  `)}
  border-radius: var(--cp-radius-sm);
  color: var(--cp-primary-contrast);

  &:disabled {
    color: var(--cp-text-disabled);
  }
  & [data-icon] {
    display: none;
  }
  &[data-state='checked'] [data-icon='check'],
  &[data-state='indeterminate'] [data-icon='minus'] {
    display: block;
  }
`;

/** A checkbox on Radix: Space toggles it; `checked` may be 'indeterminate'. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(props, ref) {
  const {
    children,
    invalid: invalidProp,
    className,
    id: idProp,
    disabled: disabledProp,
    required: requiredProp,
    'aria-describedby': describedByProp,
    ...rest
  } = props;
  const field = useFieldControl(props);
  const id = useChoiceId(field.id);
  return (
    <ChoiceRow controlId={id} label={children} disabled={field.disabled} className={className}>
      <RadixCheckbox.Root
        asChild
        id={id}
        disabled={field.disabled}
        required={field.required}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        {...rest}
      >
        <Box ref={ref}>
          <RadixCheckbox.Indicator forceMount asChild>
            <span>
              <Check data-icon="check" size={12} strokeWidth={3} aria-hidden="true" />
              <Minus data-icon="minus" size={12} strokeWidth={3} aria-hidden="true" />
            </span>
          </RadixCheckbox.Indicator>
        </Box>
      </RadixCheckbox.Root>
    </ChoiceRow>
  );
});
