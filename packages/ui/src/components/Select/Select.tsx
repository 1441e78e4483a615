import { forwardRef, type ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Check, ChevronDown } from 'lucide-react';
import { cspNonce } from '../../internal/cspNonce';
import type { Size } from '../../theme';
import { useFieldControl } from '../FormField';
import { Trigger } from './SelectTrigger';

export interface SelectOption {
  /** A non-empty value. */
  value: string;
  label: ReactNode;
  /** Text for typeahead when `label` is not plain text. */
  textValue?: string;
  /** @default false */
  disabled?: boolean;
}

export interface SelectProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen value (controlled); '' shows the placeholder. */
  value?: string;
  /** The initially chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. @default t('ui:select.placeholder') */
  placeholder?: string;
  /** Control height. @default 'medium' */
  size?: Size;
  /** @default false */
  disabled?: boolean;
  /** Marks the choice as wrong (`aria-invalid`); a FormField with an error sets it. @default false */
  invalid?: boolean;
  /** @default false */
  required?: boolean;
  /** Form field name (a hidden native select carries the value in a form). */
  name?: string;
  /** Controlled open state of the list. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Called when the trigger loses focus (for react-hook-form's `onBlur`). */
  onBlur?: () => void;
  className?: string;
}

const Content = styled.div`
  z-index: var(--cp-z-dropdown);
  min-width: var(--radix-select-trigger-width);
  max-height: min(320px, var(--radix-select-content-available-height));
  overflow: hidden;
  padding: var(--cp-space-xs);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  box-shadow: var(--cp-shadow-md);
  font-size: var(--cp-font-md);
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--cp-space-sm);
  min-height: 32px;
  padding: 5px 12px;
  border-radius: var(--cp-radius-sm);
  color: var(--cp-text);
  cursor: pointer;
  outline: 0;
  user-select: none;

  &[data-highlighted] {
    background: var(--cp-bg-muted);
  }
  &[data-state='checked'] {
    background: var(--cp-primary-lighter);
    color: var(--cp-primary-text);
    font-weight: 600;
  }
  &[data-state='checked'][data-highlighted] {
    background: var(--cp-primary-light);
  }
  &[data-disabled] {
    color: var(--cp-text-disabled);
    cursor: not-allowed;
  }
`;

/**
 * A single choice from a list, on Radix Select: Tab to the trigger, Enter/Space/arrows open the
 * list, arrows move, typing jumps, Enter chooses, Esc closes and focus returns to the trigger.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(props, ref) {
  const {
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    size = 'medium',
    name,
    open,
    defaultOpen,
    onOpenChange,
    'aria-label': ariaLabel,
    onBlur,
    className,
  } = props;
  const { t } = useTranslation('ui');
  const field = useFieldControl(props);
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={field.disabled}
      required={field.required}
      name={name}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <RadixSelect.Trigger asChild>
        <Trigger
          ref={ref}
          id={field.id}
          className={className}
          data-size={size}
          aria-label={ariaLabel}
          aria-invalid={field.invalid || undefined}
          aria-required={field.required || undefined}
          aria-describedby={field.describedBy}
          onBlur={onBlur}
        >
          <RadixSelect.Value placeholder={placeholder ?? t('select.placeholder')} />
          <RadixSelect.Icon data-part="icon">
            <ChevronDown size={14} aria-hidden="true" />
          </RadixSelect.Icon>
        </Trigger>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content asChild position="popper" sideOffset={4}>
          <Content>
            {/* Radix writes a small <style> here; the nonce lets a strict CSP accept it. */}
            <RadixSelect.Viewport nonce={cspNonce()}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  textValue={option.textValue}
                  disabled={option.disabled}
                  asChild
                >
                  <Item>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator>
                      <Check size={14} aria-hidden="true" />
                    </RadixSelect.ItemIndicator>
                  </Item>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </Content>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
});
