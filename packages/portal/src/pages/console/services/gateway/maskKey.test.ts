import { expect, it } from 'vitest';
import { maskKey } from './maskKey';

it('shows a key’s prefix and last four characters only', () => {
  const key = 'cpk_0123456789abcdef0123456789ab9f3a';
  expect(maskKey(key)).toBe('cpk_…9f3a');
  expect(maskKey(key)).not.toContain('0123');
});
