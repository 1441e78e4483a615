import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import styled from 'styled-components';
import { Check, Minus } from 'lucide-react';
import { useFieldControl } from '../FormField';

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

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--cp-space-sm);
  color: var(--cp-text);

  & > label {
    cursor: pointer;
    user-select: none;
  }
  &[data-disabled] > label {
    color: var(--cp-text-secondary);
    cursor: not-allowed;
  }
`;

const Box = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid var(--cp-text-secondary);
  border-radius: var(--cp-radius-sm);
  background: var(--cp-bg);
  color: var(--cp-primary-contrast);
  cursor: pointer;

  &:hover {
    border-color: var(--cp-primary-solid);
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: var(--cp-primary-solid);
    border-color: var(--cp-primary-solid);
  }
  &[aria-invalid='true'] {
    border-color: var(--cp-danger);
  }
  &:disabled {
    cursor: not-allowed;
    background: var(--cp-bg-muted);
    border-color: var(--cp-border);
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
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  {
    children,
    invalid: invalidProp,
    className,
    id: idProp,
    disabled: disabledProp,
    required: requiredProp,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const field = useFieldControl({
    id: idProp,
    disabled: disabledProp,
    invalid: invalidProp,
    required: requiredProp,
    'aria-describedby': describedByProp,
  });
  // The label points at the control: it needs an id even outside a FormField.
  const fallbackId = useId();
  const id = field.id ?? fallbackId;
  return (
    <Wrapper className={className} data-disabled={field.disabled ? '' : undefined}>
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
      {children !== undefined && <label htmlFor={id}>{children}</label>}
    </Wrapper>
  );
});
