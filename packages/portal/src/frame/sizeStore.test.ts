// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSizeStore } from './sizeStore';

beforeEach(() => Cookies.remove('size', { path: '/' }));

describe('the interface size', () => {
  it('is medium without a cookie, and a choice is kept in the size cookie for the next start', () => {
    const store = createSizeStore();
    expect(store.getState()).toBe('medium');
    store.set('small');
    expect(store.getState()).toBe('small');
    expect(Cookies.get('size')).toBe('small');
    expect(createSizeStore().getState()).toBe('small');
  });

  it('ignores a cookie value it does not know', () => {
    Cookies.set('size', 'mini', { path: '/' });
    expect(createSizeStore().getState()).toBe('medium');
    Cookies.set('size', 'large', { path: '/' });
    expect(createSizeStore().getState()).toBe('large');
  });
});
