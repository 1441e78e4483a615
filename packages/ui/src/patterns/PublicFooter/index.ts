export { PublicFooter, type PublicFooterProps, type PublicFooterColumn } from './PublicFooter';
