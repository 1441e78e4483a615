import { DropdownMenu } from 'radix-ui';
import styled from 'styled-components';
import { menuItemCss, menuSurfaceCss } from './menuItemCss';

export { menuItemCss };

/** The popup of a navbar dropdown menu. */
export const MenuContent = styled(DropdownMenu.Content)`
  min-width: 160px;
  ${menuSurfaceCss}
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
