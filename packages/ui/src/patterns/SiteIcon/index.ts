export { SiteIcon, type SiteIconProps } from './SiteIcon';
