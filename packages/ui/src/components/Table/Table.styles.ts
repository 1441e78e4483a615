import { Checkbox } from 'radix-ui';
import styled from 'styled-components';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
  min-width: 0;
`;

export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  container-type: inline-size;
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);

  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }

  /* A kept column draws an edge on the side where columns are scrolled under it (useHiddenEdges),
     so a column out of view reads as scrolled away, not as covered. */
  &[data-hidden-start] [data-fixed='left']::after {
    box-shadow: inset 10px 0 8px -8px var(--cp-edge-shadow);
  }
  &[data-hidden-end] [data-fixed='right']::after {
    box-shadow: inset -10px 0 8px -8px var(--cp-edge-shadow);
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: var(--cp-text);
  font-size: var(--cp-font-md);
  table-layout: auto;

  th,
  td {
    padding: 12px var(--cp-space-lg);
    border-bottom: 1px solid var(--cp-border-light);
    text-align: left;
    line-height: 22px;
    /* A cell never breaks inside a word or a number (decision 0060): its content stays on one
       line and a table wider than its card scrolls sideways; free text (kind 'text') is cut with an
       ellipsis instead. The body's overflow-wrap: anywhere (decision 0054) is for running text. */
    white-space: nowrap;
    overflow-wrap: normal;
  }
  td[data-kind='amount'],
  td[data-kind='number'] {
    font-variant-numeric: tabular-nums;
  }
  th {
    position: sticky;
    top: 0;
    z-index: 2;
    background: var(--cp-bg-subtle);
    color: var(--cp-text);
    font-weight: 500;
    white-space: nowrap;
  }
  [data-align='center'] {
    text-align: center;
  }
  [data-align='right'] {
    text-align: right;
  }
  [data-fixed] {
    position: sticky;
    z-index: 1;
    background: var(--cp-bg);
  }
  [data-fixed='left'] {
    box-shadow: inset -1px 0 0 var(--cp-border-light);
  }
  [data-fixed='right'] {
    box-shadow: inset 1px 0 0 var(--cp-border-light);
  }
  /* The edge's box, outside the kept cell over the columns beside it (drawn by Scroller). */
  [data-fixed]::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: -1px;
    width: 12px;
    pointer-events: none;
  }
  [data-fixed='left']::after {
    right: -12px;
  }
  [data-fixed='right']::after {
    left: -12px;
  }
  /* Tags side by side in a cell (a receiver's notice types) stand apart. */
  td [data-tag] + [data-tag] {
    margin-inline-start: var(--cp-space-xs);
  }
  /* On a phone two kept columns would leave no room for the rest: the whole row scrolls. */
  @container (max-width: 560px) {
    [data-fixed] {
      /* The offsets are inline styles; without them the cell no longer sticks sideways. */
      left: auto !important;
      right: auto !important;
      box-shadow: none;
    }
    [data-fixed]::after {
      content: none;
    }
  }
  th[data-fixed] {
    z-index: 3;
    background: var(--cp-bg-subtle);
  }
  tbody tr:last-child > td {
    border-bottom: 0;
  }
  tbody tr[data-row]:hover > td {
    background: var(--cp-bg-subtle);
  }
  tbody tr[data-selected] > td {
    background: var(--cp-primary-lighter);
  }
  tbody tr[data-clickable] {
    cursor: pointer;
  }
  td[data-select],
  th[data-select] {
    width: 48px;
    padding-right: 0;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--cp-space-xs);
  margin: -2px -4px;
  padding: 2px 4px;
  border: 0;
  border-radius: var(--cp-radius-sm);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: var(--cp-bg-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
  }
  svg {
    width: 14px;
    height: 14px;
    color: var(--cp-text-secondary);
  }
  &[data-sorted] svg {
    color: var(--cp-primary-text);
  }
`;

export const SelectBox = styled(Checkbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid var(--cp-text-disabled);
  border-radius: var(--cp-radius-sm);
  background: var(--cp-bg);
  color: var(--cp-primary-contrast);
  vertical-align: middle;
  cursor: pointer;

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: var(--cp-primary-solid);
    background: var(--cp-primary-solid);
  }
  &:disabled {
    border-color: var(--cp-border);
    background: var(--cp-bg-muted);
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 2px;
  }
  svg {
    width: 12px;
    height: 12px;
  }
`;

export const StateCell = styled.td`
  && {
    padding: var(--cp-space-xxl) var(--cp-space-lg);
    text-align: center;
    color: var(--cp-text-secondary);
  }
  svg {
    display: block;
    width: 32px;
    height: 32px;
    margin: 0 auto var(--cp-space-sm);
    color: var(--cp-text-disabled);
  }
  &[data-state='error'] svg {
    color: var(--cp-danger);
  }
  button svg {
    display: none;
  }
`;

export const StateActions = styled.div`
  margin-top: var(--cp-space-md);
`;

export const SkeletonBar = styled.span`
  display: block;
  height: 14px;
  margin: 4px 0;
  border-radius: var(--cp-radius-sm);
  background: var(--cp-bg-muted);
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 4;
  display: flex;
  align-items: center;
  justify-content: center;
  background: var(--cp-bg-mask);
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const Spacer = styled.tr`
  & > td {
    padding: 0;
    border: 0;
  }
`;
