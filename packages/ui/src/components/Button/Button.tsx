import { forwardRef, useCallback, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buttonColors } from './buttonColors';
import { Spinner } from '../../internal/Spinner';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import type { Size } from '../../theme';
import { useReclickLock } from './useReclickLock';
import { controlFace } from '../../internal/controlFace';

export type ButtonVariant = 'primary' | 'default' | 'dashed' | 'text' | 'link' | 'danger';

interface ButtonOwnProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style' | 'type'> {
  /** Visual weight. @default 'default' */
  variant?: ButtonVariant;
  /** Control height. @default 'medium' */
  size?: Size;
  /** Shows a spinner, marks the button busy and ignores clicks. @default false */
  loading?: boolean;
  /** Stretches to the container's width. @default false */
  block?: boolean;
  /**
   * Locked from outside, as `preventReClick` locks it: a form's submit button gets its form's
   * `locked` (useSchemaForm), which starts only when a submit sends. @default false
   */
  locked?: boolean;
  /** Text read to assistive technology while loading. @default t('ui:button.loading') */
  loadingLabel?: string;
}

interface ActionButtonProps extends ButtonOwnProps {
  /** @default 'button' */
  type?: 'button' | 'reset';
  /**
   * Locks the button for 6 seconds after every click so a request is not sent twice: for an action
   * that checks nothing before it sends (an export). The button keeps focus while locked (it is
   * `aria-disabled`, not `disabled`). Not on a submit button: a click the form's rules refuse must
   * not lock it, so a submit button takes its form's `locked` (useSchemaForm). @default false
   */
  preventReClick?: boolean;
}

interface SubmitButtonProps extends ButtonOwnProps {
  type: 'submit';
  /** A submit button is locked by its form's `locked` (useSchemaForm), which starts only when a submit sends. */
  preventReClick?: never;
}

export type ButtonProps = ActionButtonProps | SubmitButtonProps;

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--cp-space-sm);
  height: var(--cp-height-medium);
  padding: 0 var(--cp-button-padding-medium);
  ${controlFace}
  font-size: var(--cp-control-font-medium);
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    color var(--cp-motion-base),
    background-color var(--cp-motion-base),
    border-color var(--cp-motion-base);

  &[data-size='small'] {
    height: var(--cp-height-small);
    padding: 0 var(--cp-button-padding-small);
    font-size: var(--cp-control-font-small);
  }
  &[data-size='large'] {
    height: var(--cp-height-large);
    padding: 0 var(--cp-button-padding-large);
    font-size: var(--cp-control-font-large);
  }
  &[data-block] {
    display: flex;
    width: 100%;
  }

  ${buttonColors}

  &[data-variant='dashed'] {
    border-style: dashed;
  }

  &[data-variant='danger'] {
    background: var(--cp-danger);
    border-color: var(--cp-danger);
    color: var(--cp-text-inverse);
  }
  &[data-variant='danger']:hover {
    background: var(--cp-danger-hover);
    border-color: var(--cp-danger-hover);
    color: var(--cp-text-inverse);
  }

  &[data-variant='text'],
  &[data-variant='link'] {
    border-color: transparent;
    background: transparent;
  }
  &[data-variant='text']:hover {
    background: var(--cp-bg-muted);
    color: var(--cp-text);
    border-color: transparent;
  }
  &[data-variant='link'] {
    color: var(--cp-primary-text);
    padding-inline: 0;
  }
  &[data-variant='link']:hover {
    text-decoration: underline;
    border-color: transparent;
  }

  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    cursor: not-allowed;
    color: var(--cp-text-disabled);
    background: var(--cp-bg-subtle);
    border-color: var(--cp-border);
  }
  &[data-variant='text']:disabled,
  &[data-variant='link']:disabled,
  &[data-variant='text'][aria-disabled='true']:not([aria-busy='true']),
  &[data-variant='link'][aria-disabled='true']:not([aria-busy='true']) {
    background: transparent;
    border-color: transparent;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

/** A button with variants, sizes, a loading state and an optional lock against repeated clicks. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'default',
    size = 'medium',
    loading = false,
    block = false,
    preventReClick = false,
    locked: lockedFromOutside = false,
    loadingLabel,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const { locked, lock } = useReclickLock();

  const inert = loading || locked || lockedFromOutside;
  const handleClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (inert) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
      // A submit button never locks itself: its form locks it once a submit passes the rules.
      if (preventReClick && type !== 'submit') lock();
    },
    [inert, onClick, preventReClick, type, lock],
  );

  return (
    <StyledButton
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-block={block ? '' : undefined}
      data-locked={locked || lockedFromOutside ? '' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={inert || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <Spinner />}
      {loading && <VisuallyHidden>{loadingLabel ?? t('button.loading')}</VisuallyHidden>}
      {loading && ' '}
      {children}
    </StyledButton>
  );
});
