export {
  LoadingOverlay,
  LOADING_CLOSE_DEBOUNCE_MS,
  LOADING_FADE_MS,
  type LoadingOverlayProps,
} from './LoadingOverlay';
