export { Offscreen, useOffscreen, type OffscreenProps } from './Offscreen';
