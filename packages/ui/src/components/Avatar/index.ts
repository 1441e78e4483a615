export { Avatar, avatarInitials, type AvatarProps, type AvatarSize, type AvatarShape } from './Avatar';
