import styled from 'styled-components';
import { IconButton } from '../internal/parts';

// The navbar's user button, shared by the light trigger (./Navbar.tsx) and the menu (./UserMenu.tsx).

export const UserButton = styled(IconButton)`
  gap: var(--cp-space-sm);
  padding: 0 var(--cp-space-sm) 0 var(--cp-space-xs);
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  flex: none;
  overflow: hidden;
  border-radius: var(--cp-radius-round);
  background: var(--cp-primary-solid);
  color: var(--cp-primary-contrast);
  font-weight: 600;
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const UserName = styled.span`
  max-width: 140px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  /* Still named for assistive technology on a phone, where only the avatar shows. */
  &[data-mobile='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    clip: rect(0 0 0 0);
  }
`;

/** The avatar and name shown in the user menu's trigger. */
export function UserBadge({
  userName,
  avatarUrl,
  mobile,
}: {
  userName: string;
  avatarUrl?: string;
  mobile: boolean;
}) {
  return (
    <>
      <Avatar aria-hidden="true">
        {avatarUrl ? <img src={avatarUrl} alt="" /> : userName.trim().charAt(0).toUpperCase()}
      </Avatar>
      {/* The user's own name: data, left as it is written (translate="no"). */}
      <UserName data-mobile={mobile} translate="no">
        {userName}
      </UserName>
    </>
  );
}
