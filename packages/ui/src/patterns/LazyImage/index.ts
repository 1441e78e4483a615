export { LazyImage, type LazyImageProps } from './LazyImage';
export * from './NearViewport';
export * from './useNearViewport';
