import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Ellipsis = styled.span`
  display: block;
  max-width: var(--cp-cell-max, 280px);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* A link or a link-styled button in the cell is cut with its own ellipsis (text-overflow draws
     one only for inline text, not at the edge of a box). */
  & > a,
  & > button {
    display: inline-block;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: top;
  }

  /* Focused (a cut value takes focus, or the link in it), the whole value shows in place, wrapped. */
  &:focus-visible,
  &:has(:focus-visible),
  &:has(:focus-visible) > a,
  &:has(:focus-visible) > button {
    overflow: visible;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 2px;
  }
`;

/**
 * Free text in a cell: one line, cut with an ellipsis at `maxWidth`. When it is cut, its full value
 * is the title (shown on hover) and the cell takes focus (or its link does), showing the whole value
 * while focused.
 */
export function EllipsisText({ maxWidth, children }: { maxWidth: number | undefined; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [full, setFull] = useState<string | null>(null);
  const [ownStop, setOwnStop] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const boxes = [element, ...Array.from(element.children)];
      const cut = boxes.some((box) => box.scrollWidth > box.clientWidth + 1);
      setFull(cut ? (element.textContent ?? '') : null);
      // A link or button in the cell is already a stop on the keyboard path.
      setOwnStop(cut && !element.querySelector('a[href], button, [tabindex]'));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);
  return (
    <Ellipsis
      ref={ref}
      data-cut={full !== null ? '' : undefined}
      title={full ?? undefined}
      // Only a cut value is a stop on the keyboard path: focus is how it is read whole.
      tabIndex={ownStop ? 0 : undefined}
      style={maxWidth ? { ['--cp-cell-max' as string]: `${maxWidth}px` } : undefined}
    >
      {children}
    </Ellipsis>
  );
}

/** A row's actions: on one line, spaced apart so two links never read as one word. */
export const ActionGroup = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--cp-space-md);
  white-space: nowrap;
  vertical-align: middle;
`;
