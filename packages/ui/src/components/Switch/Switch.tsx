import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import styled from 'styled-components';
import { useFieldControl } from '../FormField';
import { ChoiceRow, useChoiceId } from '../FormField/choice';

export type SwitchSize = 'small' | 'medium';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixSwitch.Root>,
  'asChild' | 'children' | 'style'
> {
  /** The label beside the switch; it names it. */
  children?: ReactNode;
  /** Track size. @default 'medium' */
  size?: SwitchSize;
  className?: string;
}

const Track = styled.button`
  position: relative;
  flex: none;
  width: 44px;
  height: 22px;
  padding: 0;
  border: 0;
  border-radius: var(--cp-radius-round);
  background: var(--cp-text-secondary);
  cursor: pointer;
  transition: background-color var(--cp-motion-base);

  &[data-state='checked'] {
    background: var(--cp-primary-solid);
  }
  &[data-size='small'] {
    width: 28px;
    height: 16px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: var(--cp-bg);
  box-shadow: var(--cp-shadow-sm);
  transition: transform var(--cp-motion-base);

  &[data-state='checked'] {
    transform: translateX(22px);
  }
  [data-size='small'] > & {
    width: 12px;
    height: 12px;
  }
  [data-size='small'] > &[data-state='checked'] {
    transform: translateX(12px);
  }
`;

/** An on/off switch on Radix (`role="switch"`): Space or Enter toggles it. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    children,
    size = 'medium',
    className,
    id: idProp,
    disabled: disabledProp,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const field = useFieldControl({ id: idProp, disabled: disabledProp, 'aria-describedby': describedByProp });
  const id = useChoiceId(field.id);
  return (
    <ChoiceRow controlId={id} label={children} disabled={field.disabled} className={className}>
      <RadixSwitch.Root
        asChild
        id={id}
        disabled={field.disabled}
        aria-describedby={field.describedBy}
        {...rest}
      >
        <Track ref={ref} data-size={size}>
          <RadixSwitch.Thumb asChild>
            <Thumb />
          </RadixSwitch.Thumb>
        </Track>
      </RadixSwitch.Root>
    </ChoiceRow>
  );
});
