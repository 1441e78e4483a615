export { ProgressBar, PROGRESS_TRICKLE_MS, PROGRESS_DONE_MS, type ProgressBarProps } from './ProgressBar';
export { LazyProgressBar } from './LazyProgressBar';
