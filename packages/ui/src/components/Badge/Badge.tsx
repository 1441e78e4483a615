import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';

export type BadgeColor = 'danger' | 'primary' | 'success' | 'warning' | 'info';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'style' | 'color'> {
  /** The number shown. Nothing is shown at 0 unless `showZero`; a `dot` without a count always shows. */
  count?: number;
  /** Counts above this show as `{max}+`. @default 99 */
  max?: number;
  /** Shows a small dot instead of the number. @default false */
  dot?: boolean;
  /** Shows the badge when `count` is 0. @default false */
  showZero?: boolean;
  /** Indicator colour. @default 'danger' */
  color?: BadgeColor;
  /**
   * Text read to assistive technology instead of the visible number.
   * @default t('ui:badge.count', { count }) or, for a dot, t('ui:badge.dot')
   */
  label?: string;
  /** The element the badge sits on (a bell icon, an avatar). Without it the badge stands alone. */
  children?: ReactNode;
}

const Root = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
  line-height: 1;
`;

const Indicator = styled.sup`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: var(--cp-radius-round);
  background: var(--cp-danger);
  color: var(--cp-text-inverse);
  font-size: var(--cp-font-xs);
  font-weight: 500;
  line-height: 20px;
  white-space: nowrap;
  box-shadow: 0 0 0 1px var(--cp-bg);
  vertical-align: baseline;
  top: 0;

  &[data-anchored] {
    position: absolute;
    top: 0;
    right: 0;
    transform: translate(50%, -50%);
    z-index: 1;
  }
  &[data-dot] {
    min-width: 8px;
    width: 8px;
    height: 8px;
    padding: 0;
  }
  &[data-color='primary'] {
    background: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
  &[data-color='success'] {
    background: var(--cp-success);
  }
  &[data-color='warning'] {
    background: var(--cp-warning);
  }
  &[data-color='info'] {
    background: var(--cp-info);
  }
`;

/** Formats a badge count: `max + 1` and above become `{max}+`. */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/**
 * A count or dot on top of another element (the message bell) or on its own. The visible number
 * is hidden from assistive technology; a translated label (`3 unread`) is read instead.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, max = 99, dot = false, showZero = false, color = 'danger', label, children, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  // A dot with no count is simply "something new"; a count of 0 hides either form unless showZero.
  const visible = (dot && count === undefined) || (count ?? 0) > 0 || showZero;
  const value = count ?? 0;
  const spoken = label ?? (dot ? t('badge.dot') : t('badge.count', { count: value }));
  return (
    <Root ref={ref} {...rest}>
      {children}
      {visible && (
        <>
          <Indicator
            aria-hidden="true"
            data-dot={dot ? '' : undefined}
            data-color={color}
            data-anchored={children !== undefined ? '' : undefined}
          >
            {dot ? null : formatBadgeCount(value, max)}
          </Indicator>
          <VisuallyHidden>{spoken}</VisuallyHidden>
        </>
      )}
    </Root>
  );
});
