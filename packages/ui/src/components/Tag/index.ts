export {
  Tag,
  StatusTag,
  type TagProps,
  type TagColor,
  type StatusTagProps,
  type StatusTagEntry,
} from './Tag';
