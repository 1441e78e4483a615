export { SiteIcon, SITE_ICONS, type SiteIconName, type SiteIconProps } from './SiteIcon';
