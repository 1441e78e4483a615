import { createStore } from '../frame/store';

/** Calls in flight that asked for the loading overlay. */
export const loadingStore = createStore(0);

export function trackLoading(phase: 'start' | 'end'): void {
  loadingStore.setState(Math.max(0, loadingStore.getState() + (phase === 'start' ? 1 : -1)));
}
