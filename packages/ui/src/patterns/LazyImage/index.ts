export { LazyImage, LAZY_ROOT_MARGIN, type LazyImageProps } from './LazyImage';
