import { DropdownMenu } from 'radix-ui';
import styled from 'styled-components';

/** The popup of a navbar dropdown menu. */
export const MenuContent = styled(DropdownMenu.Content)`
  min-width: 160px;
  padding: var(--cp-space-xs);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  color: var(--cp-text);
  box-shadow: var(--cp-shadow-md);
  z-index: var(--cp-z-dropdown);
`;

/** One row of a navbar dropdown menu (Radix sets data-highlighted / data-disabled). */
export const menuItemCss = `
  display: flex;
  align-items: center;
  gap: var(--cp-space-sm);
  min-height: 32px;
  padding: 0 var(--cp-space-md) 0 var(--cp-space-sm);
  border-radius: var(--cp-radius-sm);
  font-size: var(--cp-font-md);
  color: var(--cp-text);
  text-decoration: none;
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: var(--cp-bg-muted);
    color: var(--cp-text);
  }
  &[data-disabled] {
    color: var(--cp-text-disabled);
    cursor: not-allowed;
  }
`;

/** A row of a one-choice menu (language, size): room on the left for the check of the current one. */
export const RadioItem = styled(DropdownMenu.RadioItem)`
  ${menuItemCss}
  padding-left: 30px;
  position: relative;
`;

/** The check shown before the chosen row of a one-choice menu. */
export const RadioIndicator = styled(DropdownMenu.ItemIndicator)`
  position: absolute;
  left: 8px;
  display: inline-flex;
  & svg {
    width: 14px;
    height: 14px;
  }
`;
