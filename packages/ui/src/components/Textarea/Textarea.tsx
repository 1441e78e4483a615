import {
  forwardRef,
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFieldControl } from '../FormField';
import { visuallyHiddenCss } from '../../internal/VisuallyHidden';
import { controlBox, nativeControlStates } from '../FormField/controlStyles';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'style'> {
  /** Shows how many characters are used (of `maxLength` when set). @default false */
  showCount?: boolean;
  /** Marks the value as wrong (`aria-invalid`); a surrounding FormField with an error sets it. @default false */
  invalid?: boolean;
  /** Visible rows. @default 4 */
  rows?: number;
  /** Lets the user resize the box vertically. @default true */
  resizable?: boolean;
  className?: string;
}

const Wrapper = styled.span`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-xxs);
  width: 100%;
`;

const Area = styled.textarea`
  ${controlBox}
  display: block;
  padding: 4px var(--cp-field-padding-medium);
  resize: vertical;

  &[data-fixed-size] {
    resize: none;
  }
  ${nativeControlStates}
  &::placeholder {
    color: var(--cp-text-secondary);
  }
`;

const Count = styled.span`
  align-self: flex-end;
  font-size: var(--cp-font-sm);
  color: var(--cp-text-secondary);
  font-variant-numeric: tabular-nums;

  &[data-full] {
    color: var(--cp-danger);
  }
`;

const Hidden = styled.span`
  ${visuallyHiddenCss}
`;

/**
 * A multi-line text input. With `showCount` it shows the number of characters used, and of
 * `maxLength` when set (the browser stops input at `maxLength`). Forwards its ref and works with
 * react-hook-form's `register()`.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    showCount = false,
    invalid: invalidProp,
    rows = 4,
    resizable = true,
    className,
    disabled: disabledProp,
    required: requiredProp,
    id: idProp,
    'aria-describedby': describedByProp,
    maxLength,
    value,
    defaultValue,
    onChange,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const countId = useId();
  const field = useFieldControl({
    id: idProp,
    disabled: disabledProp,
    invalid: invalidProp,
    required: requiredProp,
    'aria-describedby':
      [describedByProp, showCount ? countId : undefined].filter(Boolean).join(' ') || undefined,
  });
  const areaRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => areaRef.current as HTMLTextAreaElement);

  const controlled = value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(
    defaultValue !== undefined ? String(defaultValue).length : 0,
  );
  // react-hook-form sets default values through the ref without an event: read them once.
  useLayoutEffect(() => {
    if (!controlled && areaRef.current) setUncontrolledLength(areaRef.current.value.length);
  }, [controlled]);
  const length = controlled ? String(value).length : uncontrolledLength;

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLTextAreaElement>) => {
      if (!controlled) setUncontrolledLength(event.target.value.length);
      onChange?.(event);
    },
    [controlled, onChange],
  );

  const area = (
    <Area
      ref={areaRef}
      id={field.id}
      rows={rows}
      disabled={field.disabled}
      maxLength={maxLength}
      aria-invalid={field.invalid || undefined}
      aria-required={field.required || undefined}
      aria-describedby={field.describedBy}
      data-fixed-size={resizable ? undefined : ''}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      className={showCount ? undefined : className}
      {...rest}
    />
  );
  if (!showCount) return area;

  return (
    <Wrapper className={className}>
      {area}
      <Count aria-hidden="true" data-full={maxLength !== undefined && length >= maxLength ? '' : undefined}>
        {maxLength !== undefined ? `${length} / ${maxLength}` : String(length)}
      </Count>
      <Hidden id={countId}>
        {maxLength !== undefined
          ? t('textarea.count', { count: length, max: maxLength })
          : t('textarea.countNoMax', { count: length })}
      </Hidden>
    </Wrapper>
  );
});
