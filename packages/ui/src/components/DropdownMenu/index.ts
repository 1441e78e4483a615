export {
  DropdownMenu,
  type DropdownMenuProps,
  type DropdownMenuItem,
  type DropdownMenuActionItem,
  type DropdownMenuSeparatorItem,
  type DropdownMenuLabelItem,
} from './DropdownMenu';
