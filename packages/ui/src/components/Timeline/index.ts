export { Timeline, type TimelineProps, type TimelineItem, type TimelineColor } from './Timeline';
