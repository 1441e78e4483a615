import { useId, type ReactNode } from 'react';
import styled, { css, type RuleSet } from 'styled-components';

// The one "choice box" of the ui (decision 0100): the row, the label and the 16 px box that
// Checkbox, RadioGroup and Switch draw a choice with. Static: states arrive as data-* attributes,
// aria-invalid and :disabled.

const Row = styled.span`
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

export interface ChoiceRowProps {
  /** The control's id: the label points at it. */
  controlId: string;
  /** The label beside the control; none when something else names it. */
  label?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** The control (a Radix root or item drawn with `choiceBox`, or a switch's track). */
  children: ReactNode;
}

/** A choice as the user sees it: its control, then the label that names it and toggles it when clicked. */
export function ChoiceRow({ controlId, label, disabled, className, children }: ChoiceRowProps) {
  return (
    <Row className={className} data-disabled={disabled ? '' : undefined}>
      {children}
      {label !== undefined && <label htmlFor={controlId}>{label}</label>}
    </Row>
  );
}

/** A control's id: its FormField's or its own, since its label must point at it even outside a field. */
export function useChoiceId(fieldId: string | undefined): string {
  const ownId = useId();
  return fieldId ?? ownId;
}

/**
 * The 16 px box of a checkbox or a radio: a border that turns primary on hover, danger when the
 * choice (or its group) is invalid, and muted when disabled. `checked` is the control's own look
 * when chosen; invalid and disabled are written after it, so they win over it.
 */
export function choiceBox(checked: RuleSet<object>) {
  return css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 16px;
    height: 16px;
    padding: 0;
    border: 1px solid var(--cp-text-secondary);
    background: var(--cp-bg);
    cursor: pointer;

    &:hover {
      border-color: var(--cp-primary-solid);
    }
    ${checked}
    &[aria-invalid='true'],
    [aria-invalid='true'] > * > & {
      border-color: var(--cp-danger);
    }
    &:disabled {
      cursor: not-allowed;
      background: var(--cp-bg-muted);
      border-color: var(--cp-border);
    }
  `;
}
