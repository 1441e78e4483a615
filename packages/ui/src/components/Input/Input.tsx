import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { X } from 'lucide-react';
import type { Size } from '../../theme';
import { useFieldControl } from '../FormField';
import { controlBox, controlIconButton } from '../FormField/controlStyles';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'style'> {
  /** Control height. @default 'medium' */
  size?: Size;
  /** Content before the text, such as an icon or a unit. */
  prefix?: ReactNode;
  /** Content after the text. */
  suffix?: ReactNode;
  /** Shows a clear button while there is text. @default false */
  clearable?: boolean;
  /** Called after the clear button emptied the field. */
  onClear?: () => void;
  /** Marks the value as wrong (`aria-invalid`); a surrounding FormField with an error sets it. @default false */
  invalid?: boolean;
  /** Accessible name of the clear button. @default t('ui:input.clear') */
  clearLabel?: string;
  /** Extra content at the end of the box, after the suffix (used by PasswordInput). @internal */
  trailing?: ReactNode;
  className?: string;
}

const Box = styled.span`
  ${controlBox}
  position: relative;
  cursor: text;

  & > input {
    flex: 1;
    min-width: 0;
    height: 100%;
    padding: var(--cp-field-padding-y-medium) 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: inherit;
    font: inherit;
  }
  & > input::placeholder {
    color: var(--cp-text-secondary);
  }
  & > input:disabled {
    cursor: not-allowed;
  }
  &[data-size='small'] > input {
    padding: var(--cp-field-padding-y-small) 0;
  }
  &[data-size='large'] > input {
    padding: var(--cp-field-padding-y-large) 0;
  }
`;

const Affix = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: var(--cp-text-secondary);
`;

const IconButton = styled.button`
  ${controlIconButton}
`;

/** Sets the value the way a user would, so React's onChange (and react-hook-form) see it. */
function setNativeValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A text input with sizes, prefix/suffix content, an optional clear button and an invalid state.
 * Forwards its ref to the `<input>` (so `register()` of react-hook-form works) and takes its id,
 * description and invalid state from a surrounding FormField.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  const {
    size = 'medium',
    prefix,
    suffix,
    clearable = false,
    onClear,
    invalid: invalidProp,
    clearLabel,
    trailing,
    className,
    disabled: disabledProp,
    required: requiredProp,
    id: idProp,
    'aria-describedby': describedByProp,
    onChange,
    value,
    defaultValue,
    ...rest
  } = props;
  const { t } = useTranslation('ui');
  const field = useFieldControl(props);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);

  const controlled = value !== undefined;
  const [uncontrolledFilled, setUncontrolledFilled] = useState(
    defaultValue !== undefined && String(defaultValue) !== '',
  );
  // A value set through the ref (react-hook-form's defaultValues) fires no event: read it once.
  useLayoutEffect(() => {
    if (!controlled && inputRef.current?.value) setUncontrolledFilled(true);
  }, [controlled]);
  const filled = controlled ? String(value) !== '' : uncontrolledFilled;

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      if (!controlled) setUncontrolledFilled(event.target.value !== '');
      onChange?.(event);
    },
    [controlled, onChange],
  );

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    setNativeValue(input, '');
    input.focus();
    onClear?.();
  };

  const showClear = clearable && filled && !field.disabled && !rest.readOnly;

  return (
    <Box
      className={className}
      data-size={size}
      data-invalid={field.invalid ? '' : undefined}
      data-disabled={field.disabled ? '' : undefined}
    >
      {prefix !== undefined && <Affix data-part="prefix">{prefix}</Affix>}
      <input
        // Written out (the HTML default): checkers that read the attribute (pa11y's autocomplete
        // rule) then know a text field, and `rest.type` still sets another.
        type="text"
        ref={inputRef}
        id={field.id}
        disabled={field.disabled}
        aria-invalid={field.invalid || undefined}
        aria-required={field.required || undefined}
        aria-describedby={field.describedBy}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        {...rest}
      />
      {showClear && (
        <IconButton type="button" aria-label={clearLabel ?? t('input.clear')} onClick={clear}>
          <X size={14} aria-hidden="true" />
        </IconButton>
      )}
      {suffix !== undefined && <Affix data-part="suffix">{suffix}</Affix>}
      {trailing}
    </Box>
  );
});
