import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { firstItemOnKeyboardOpen, type OpenedBy } from '../../internal/firstOpen';
import { MenuContent, menuItemCss } from '../internal/menuStyles';
import type { NavbarProps } from './Navbar';
import { UserBadge, UserButton } from './UserBadge';

// The Radix menu behind the navbar's user button (./Navbar.tsx), downloaded on the first hover, focus
// or press so the console's first load carries no dropdown or floating-ui code.

const Item = styled(DropdownMenu.Item)`
  ${menuItemCss}
`;

const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: var(--cp-space-xs) 0;
  background: var(--cp-border-light);
`;

type UserMenuProps = Pick<
  NavbarProps,
  'userName' | 'avatarUrl' | 'onBasicInfo' | 'onChangePassword' | 'onLogout'
> & {
  mobile: boolean;
  /** How the light trigger it replaces was pressed: the menu mounts open. */
  openedBy: OpenedBy;
};

/** The user menu, mounted open in place of the light trigger that was just pressed. */
export default function UserMenu({
  userName,
  avatarUrl,
  mobile,
  onBasicInfo,
  onChangePassword,
  onLogout,
  openedBy,
}: UserMenuProps) {
  const { t } = useTranslation('ui');
  const [focusFirstItem] = useState(() => firstItemOnKeyboardOpen(openedBy));
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <UserButton type="button">
          <UserBadge userName={userName} avatarUrl={avatarUrl} mobile={mobile} />
        </UserButton>
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the banner landmark; the popper positions it. */}
      <MenuContent align="end" sideOffset={4} onFocus={focusFirstItem}>
        {onBasicInfo && <Item onSelect={onBasicInfo}>{t('layout.navbar.basicInfo')}</Item>}
        {onChangePassword && <Item onSelect={onChangePassword}>{t('layout.navbar.changePassword')}</Item>}
        {(onBasicInfo || onChangePassword) && <Separator />}
        <Item onSelect={onLogout}>{t('layout.navbar.logout')}</Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
