import { DEFAULT_SIZE, isSize, type Size } from '@chainportal/ui';
import { getSizeCookie, setSizeCookie } from '../session/cookies';
import { createStore } from './store';

/**
 * The interface size (docs/product.md: cookie `size`, default medium), read from the cookie at start so the
 * first paint already has the chosen density; an unknown value means medium.
 */
export function createSizeStore() {
  const saved = getSizeCookie();
  const store = createStore<Size>(isSize(saved) ? saved : DEFAULT_SIZE);
  return {
    ...store,
    set(size: Size) {
      setSizeCookie(size);
      store.setState(size);
    },
  };
}

export const sizeStore = createSizeStore();
