import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatar } from './avatar';

describe('avatar rules', () => {
  it('accepts small images', () => {
    expect(checkAvatar({ name: 'me.PNG', size: 2048, type: 'image/png' })).toBeNull();
    expect(checkAvatar({ name: 'me.jpeg', size: AVATAR_MAX_BYTES, type: '' })).toBeNull();
  });
  it('refuses other types and large files', () => {
    expect(checkAvatar({ name: 'me.pdf', size: 10, type: 'application/pdf' })).toBe('type');
    expect(checkAvatar({ name: 'me.png', size: 10, type: 'text/html' })).toBe('type');
    expect(checkAvatar({ name: 'me.gif', size: AVATAR_MAX_BYTES + 1, type: 'image/gif' })).toBe('size');
  });
});
