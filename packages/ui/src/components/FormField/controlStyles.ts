import { css } from 'styled-components';
import { quietIconButton } from '../../internal/iconButtons';
import { controlFace } from '../../internal/controlFace';

/**
 * The box every text-like control shares (Input, Textarea, Select trigger, date pickers). Static:
 * states arrive as data-* attributes or pseudo-classes, colours and the interface size's metrics
 * (theme/tokens.ts `density`) as CSS variables.
 */
export const controlBox = css`
  display: inline-flex;
  align-items: center;
  gap: var(--cp-space-xs);
  width: 100%;
  min-height: var(--cp-height-medium);
  padding: 0 var(--cp-field-padding-medium);
  ${controlFace}
  font-size: var(--cp-control-font-medium);
  line-height: 1.5715;
  transition:
    border-color var(--cp-motion-base),
    box-shadow var(--cp-motion-base);

  &[data-size='small'] {
    min-height: var(--cp-height-small);
    padding: 0 var(--cp-field-padding-small);
    font-size: var(--cp-control-font-small);
  }
  &[data-size='large'] {
    min-height: var(--cp-height-large);
    padding: 0 var(--cp-field-padding-large);
    font-size: var(--cp-control-font-large);
  }
  &:hover {
    border-color: var(--cp-primary-text);
  }
  &:focus-within,
  &[data-state='open'] {
    border-color: var(--cp-primary-solid);
    box-shadow: 0 0 0 2px var(--cp-primary-light);
  }
  &[data-invalid] {
    border-color: var(--cp-danger);
  }
  &[data-invalid]:focus-within {
    box-shadow: 0 0 0 2px var(--cp-danger-bg);
  }
  &[data-disabled] {
    background: var(--cp-bg-subtle);
    color: var(--cp-text-disabled);
    border-color: var(--cp-border);
    box-shadow: none;
    cursor: not-allowed;
  }
`;

/**
 * The states of a control that is itself the native element (Textarea, the Select trigger), where
 * controlBox's data-* states arrive as `aria-invalid` and `:disabled` instead. The focus ring is
 * controlBox's `:focus-within`, which matches the focused element itself.
 */
export const nativeControlStates = css`
  &:focus-visible {
    outline: 0;
  }
  &[aria-invalid='true'] {
    border-color: var(--cp-danger);
  }
  &:disabled {
    background: var(--cp-bg-subtle);
    color: var(--cp-text-disabled);
    cursor: not-allowed;
  }
`;

/** A small square icon button drawn inside a control (clear, show password). */
export const controlIconButton = css`
  ${quietIconButton}
  width: 20px;
  height: 20px;
  border-radius: var(--cp-radius-sm);
  &:disabled {
    cursor: not-allowed;
    color: var(--cp-text-disabled);
  }
`;
