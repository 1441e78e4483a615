import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { tintedCloseButton } from '../../internal/iconButtons';
import { FORMAT_PLACEHOLDER } from '../../format/placeholder';

export type TagColor = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'style' | 'color'> {
  /** @default 'default' */
  color?: TagColor;
  /** An icon before the text (decorative). */
  icon?: ReactNode;
  /** Shows a close button. @default false */
  closable?: boolean;
  /** Called when the close button is pressed. */
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * Accessible name of the close button.
   * @default t('ui:tag.closeNamed', { label }) for text children, else t('ui:tag.close')
   */
  closeLabel?: string;
  children?: ReactNode;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--cp-space-xs);
  box-sizing: border-box;
  height: 22px;
  padding: 0 7px;
  border: 1px solid var(--cp-border);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg-subtle);
  color: var(--cp-text);
  font-size: var(--cp-font-xs);
  line-height: 20px;
  white-space: nowrap;
  vertical-align: middle;

  &[data-color='primary'] {
    border-color: var(--cp-primary-text);
    /* White, not a primary tint: primary text on a tint misses AA for some presets. */
    background: var(--cp-bg);
    color: var(--cp-primary-text);
  }
  &[data-color='success'] {
    border-color: var(--cp-success);
    background: var(--cp-success-bg);
    color: var(--cp-success);
  }
  &[data-color='warning'] {
    border-color: var(--cp-warning);
    background: var(--cp-warning-bg);
    /* --cp-warning on its own tint is 4.2:1; this darker gold reaches AA (6.5:1). */
    color: var(--cp-warning-text);
  }
  &[data-color='danger'] {
    border-color: var(--cp-danger);
    background: var(--cp-danger-bg);
    color: var(--cp-danger);
  }
  &[data-color='info'] {
    border-color: var(--cp-border);
    background: var(--cp-info-bg);
    color: var(--cp-info);
  }
  & > svg {
    width: 12px;
    height: 12px;
  }
`;

const Close = styled.button`
  ${tintedCloseButton}
  width: 16px;
  height: 16px;
  margin-right: -4px;
  border-radius: var(--cp-radius-sm);
  svg {
    width: 12px;
    height: 12px;
  }
`;

/** A small label with a colour; optionally closable with a keyboard-reachable close button. */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { color = 'default', icon, closable = false, onClose, closeLabel, children, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const label =
    closeLabel ??
    (typeof children === 'string' || typeof children === 'number'
      ? t('tag.closeNamed', { label: String(children) })
      : t('tag.close'));
  return (
    <Root ref={ref} data-tag="" data-color={color} {...rest}>
      {icon}
      {children}
      {closable && (
        <Close type="button" aria-label={label} onClick={onClose}>
          <X aria-hidden="true" />
        </Close>
      )}
    </Root>
  );
});

export interface StatusTagEntry {
  color: TagColor;
  /** The text shown for the status (translated by the caller). */
  label: ReactNode;
  icon?: ReactNode;
}

export interface StatusTagProps<S extends string | number> extends Omit<TagProps, 'color' | 'children'> {
  /**
   * The current status value (for example an order state from the API). A value missing from the
   * map (a server may add states) shows as it came; a missing value shows '-'.
   */
  status: NoInfer<S> | (string & {}) | (number & {}) | null | undefined;
  /** Colour and label for every status. */
  statusMap: Record<S, StatusTagEntry>;
  /** What is shown for a status missing from the map. @default the raw status value */
  fallback?: ReactNode;
}

/**
 * A Tag whose colour and label come from a status map the caller gives, so each screen maps its
 * own states (paid → success, pending → warning) in one place. The label is text, never colour alone.
 */
export function StatusTag<S extends string | number>({
  status,
  statusMap,
  fallback,
  ...rest
}: StatusTagProps<S>) {
  if (status === null || status === undefined || status === '') return <>{FORMAT_PLACEHOLDER}</>;
  const entry = Object.prototype.hasOwnProperty.call(statusMap, status)
    ? (statusMap[status as S] as StatusTagEntry)
    : undefined;
  if (!entry) {
    return (
      <Tag color="default" {...rest}>
        {fallback ?? String(status)}
      </Tag>
    );
  }
  return (
    <Tag color={entry.color} icon={entry.icon} {...rest}>
      {entry.label}
    </Tag>
  );
}
