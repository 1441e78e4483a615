import { describe, expect, it } from 'vitest';
import { enumLabel, isKnown } from './enumLabel';

const KNOWN = ['paid', 'pending'] as const;
const label = (v: (typeof KNOWN)[number]) => `label:${v}`;

describe('enumLabel', () => {
  it('translates a known value', () => {
    expect(enumLabel('paid', KNOWN, label)).toBe('label:paid');
  });
  it('shows a value it does not know as it came', () => {
    expect(enumLabel('partially_refunded', KNOWN, label)).toBe('partially_refunded');
    expect(enumLabel(7, KNOWN, label)).toBe('7');
  });
  it('shows the placeholder for a missing value, never "undefined"', () => {
    expect(enumLabel(undefined, KNOWN, label)).toBe('-');
    expect(enumLabel(null, KNOWN, label)).toBe('-');
    expect(enumLabel('', KNOWN, label)).toBe('-');
  });
  it('isKnown narrows to the known values', () => {
    expect(isKnown('paid', KNOWN)).toBe(true);
    expect(isKnown('refunded', KNOWN)).toBe(false);
    expect(isKnown(undefined, KNOWN)).toBe(false);
  });
});
