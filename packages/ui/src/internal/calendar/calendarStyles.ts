import styled from 'styled-components';
import { quietIconButton } from '../iconButtons';
import { controlBox, controlIconButton } from '../../components/FormField/controlStyles';

/** The box of a date field: a trigger button that fills it, then clear and calendar icons. */
export const PickerBox = styled.span`
  ${controlBox}
  padding-inline-end: 7px;

  & > [data-part='trigger'] {
    display: inline-flex;
    align-items: center;
    gap: var(--cp-space-sm);
    flex: 1;
    min-width: 0;
    align-self: stretch;
    padding: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  & > [data-part='trigger']:disabled {
    cursor: not-allowed;
  }
  & [data-placeholder] {
    color: var(--cp-text-secondary);
  }
  &[data-disabled] [data-placeholder] {
    color: var(--cp-text-disabled);
  }
  & > [data-part='icon'] {
    flex: none;
    color: var(--cp-text-secondary);
  }
  &:has([data-part='trigger']:focus-visible) {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }
`;

export const ClearButton = styled.button`
  ${controlIconButton}
`;

/** Styles for react-day-picker's default class names; colours come from the theme variables. */
export const CalendarPanel = styled.div`
  z-index: var(--cp-z-dropdown);
  padding: var(--cp-space-md);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  box-shadow: var(--cp-shadow-md);
  color: var(--cp-text);
  font-size: var(--cp-font-md);

  &:focus {
    outline: 0;
  }
  .rdp-months {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    gap: var(--cp-space-xl);
  }
  .rdp-nav {
    position: absolute;
    inset-inline-end: 0;
    top: 0;
    display: flex;
    gap: var(--cp-space-xs);
  }
  .rdp-button_previous,
  .rdp-button_next {
    ${quietIconButton}
    width: 28px;
    height: 28px;
    border-radius: var(--cp-radius-md);
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled,
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] {
    color: var(--cp-text-disabled);
    background: transparent;
    cursor: not-allowed;
  }
  .rdp-chevron {
    width: 14px;
    height: 14px;
    fill: currentColor;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 28px;
    margin-bottom: var(--cp-space-sm);
    font-weight: 600;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: 36px;
    height: 28px;
    padding: 0;
    font-size: var(--cp-font-sm);
    font-weight: 400;
    color: var(--cp-text-secondary);
  }
  .rdp-day {
    width: 36px;
    height: 32px;
    padding: 1px 0;
    text-align: center;
  }
  .rdp-day_button {
    width: 28px;
    height: 28px;
    padding: 0;
    border: 1px solid transparent;
    border-radius: var(--cp-radius-md);
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .rdp-day_button:hover {
    background: var(--cp-bg-muted);
  }
  .rdp-today .rdp-day_button {
    border-color: var(--cp-primary-solid);
  }
  .rdp-outside {
    color: var(--cp-text-secondary);
  }
  .rdp-range_middle {
    background: var(--cp-primary-light);
  }
  .rdp-range_middle .rdp-day_button {
    color: var(--cp-text);
  }
  .rdp-range_start {
    background: linear-gradient(to right, transparent 50%, var(--cp-primary-light) 50%);
  }
  .rdp-range_end {
    background: linear-gradient(to left, transparent 50%, var(--cp-primary-light) 50%);
  }
  .rdp-range_start.rdp-range_end {
    background: transparent;
  }
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
  .rdp-disabled .rdp-day_button {
    color: var(--cp-text-disabled);
    background: transparent;
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .rdp-day_button:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }
`;
