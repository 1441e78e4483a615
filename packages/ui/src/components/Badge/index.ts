export { Badge, formatBadgeCount, type BadgeProps, type BadgeColor } from './Badge';
