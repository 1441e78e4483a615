import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Eye, EyeOff } from 'lucide-react';
import { Input, type InputProps } from '../Input';
import { useFieldControl } from '../FormField';
import { controlIconButton } from '../FormField/controlStyles';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'trailing'> {
  /** Whether the password starts visible. @default false */
  defaultVisible?: boolean;
  /** Accessible name of the toggle while the password is hidden. @default t('ui:passwordInput.show') */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. @default t('ui:passwordInput.hide') */
  hideLabel?: string;
}

const Toggle = styled.button`
  ${controlIconButton}
`;

/** A password input with a button that shows or hides the characters. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { defaultVisible = false, showLabel, hideLabel, autoComplete = 'current-password', ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const { disabled } = useFieldControl({ disabled: rest.disabled });
  const [visible, setVisible] = useState(defaultVisible);
  const label = visible ? (hideLabel ?? t('passwordInput.hide')) : (showLabel ?? t('passwordInput.show'));
  return (
    <Input
      ref={ref}
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      trailing={
        <Toggle
          type="button"
          aria-label={label}
          title={label}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff size={14} aria-hidden="true" /> : <Eye size={14} aria-hidden="true" />}
        </Toggle>
      }
    />
  );
});
