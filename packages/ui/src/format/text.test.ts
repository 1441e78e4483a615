import { describe, expect, it } from 'vitest';
import { joinText, maskPhone, normalizeParentheses } from './text';

describe('maskPhone', () => {
  it('hides the middle four digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(13812345678)).toBe('138****5678');
  });

  it('keeps a country prefix and handles short numbers', () => {
    expect(maskPhone('+86 13812345678')).toBe('+86 138****5678');
    expect(maskPhone('1234567')).toBe('***4567');
    expect(maskPhone('1234')).toBe('1234');
  });

  it('returns "-" for missing input', () => {
    expect(maskPhone(null)).toBe('-');
    expect(maskPhone(undefined)).toBe('-');
    expect(maskPhone('  ')).toBe('-');
  });
});

describe('normalizeParentheses', () => {
  it('converts full-width parentheses to ordinary ones', () => {
    expect(normalizeParentheses('（测试）')).toBe('(测试)');
    expect(normalizeParentheses('节点（主网）与（测试网）')).toBe('节点(主网)与(测试网)');
  });

  it('leaves other text alone and turns missing input into an empty string', () => {
    expect(normalizeParentheses('(ok) 【不变】')).toBe('(ok) 【不变】');
    expect(normalizeParentheses(null)).toBe('');
    expect(normalizeParentheses(undefined)).toBe('');
  });
});

describe('joinText', () => {
  it('leaves out missing parts and shows "-" for none, never "undefined"', () => {
    expect(joinText(['10.0.0.1', '北京'], ' · ')).toBe('10.0.0.1 · 北京');
    expect(joinText(['10.0.0.1', undefined, null, ''], ' · ')).toBe('10.0.0.1');
    expect(joinText([undefined, null])).toBe('-');
  });
});
