export { Icon, ICONS, isIconName, type IconName, type IconProps } from './Icon';
