// Small building blocks shared by the layout components; not part of the public API.
import styled from 'styled-components';

// Navbar (owned by the density work) still imports VisuallyHidden from here; the one definition is
// in src/internal/VisuallyHidden.ts.
export { VisuallyHidden } from '../../internal/VisuallyHidden';

/** A square, icon-only button for bars; its name comes from `aria-label`. */
export const IconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  height: 36px;
  padding: 0 var(--cp-space-sm);
  gap: var(--cp-space-xs);
  border: 0;
  border-radius: var(--cp-radius-md);
  background: transparent;
  color: var(--cp-text);
  font: inherit;
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: var(--cp-bg-muted);
  }
  & svg {
    width: 18px;
    height: 18px;
    flex: none;
  }
`;

const BadgeDot = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: var(--cp-radius-round);
  background: var(--cp-danger);
  color: var(--cp-text-inverse);
  font-size: var(--cp-font-xs);
  font-weight: 600;
  line-height: 18px;
  text-align: center;
  box-shadow: 0 0 0 1px var(--cp-bg);
  pointer-events: none;
`;

export interface CountBadgeProps {
  count: number;
  /** Counts above this show as `max+`. @default 99 */
  max?: number;
}

/** A red count bubble on a bar button. Decorative: the button's label states the count. */
export function CountBadge({ count, max = 99 }: CountBadgeProps) {
  if (count <= 0) return null;
  return <BadgeDot aria-hidden="true">{count > max ? `${max}+` : count}</BadgeDot>;
}

export const IconSlot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  flex: none;
  & svg {
    width: 18px;
    height: 18px;
  }
`;
