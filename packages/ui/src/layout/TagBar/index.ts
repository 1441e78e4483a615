export { TagBar, type TagBarProps, type TagBarTab } from './TagBar';
export {
  tagsReducer,
  pathAfterClose,
  INITIAL_TAGS_STATE,
  type TagView,
  type TagsState,
  type TagsAction,
} from './tagsReducer';
