import * as polished from 'polished';
import { describe, expect, it } from 'vitest';
import { darken, getContrast, lighten, mix, toHex, parseHex } from './color';
import { THEME_PRESETS } from './presets';

// polished is a dev dependency only: the theme's colour arithmetic (./color.ts) must give its answers.
const norm = (color: string) => toHex(parseHex(color.length === 4 ? color : color.slice(0, 7)));
const p = polished as unknown as {
  darken(a: number, c: string): string;
  lighten(a: number, c: string): string;
  mix(w: number, a: string, b: string): string;
  getContrast(a: string, b: string): number;
};

function colors(): string[] {
  const out: string[] = [
    ...THEME_PRESETS.map((preset) => preset.color),
    '#000000',
    '#ffffff',
    '#808080',
    '#f00',
  ];
  let seed = 7;
  for (let i = 0; i < 300; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    out.push(`#${(seed % 0x1000000).toString(16).padStart(6, '0')}`);
  }
  return out;
}

describe('theme colour arithmetic', () => {
  it.each(colors())('matches polished for %s', (color) => {
    for (const amount of [0.02, 0.05, 0.08, 0.3]) {
      expect(darken(amount, color)).toBe(norm(p.darken(amount, color)));
      expect(lighten(amount, color)).toBe(norm(p.lighten(amount, color)));
    }
    for (const weight of [0.06, 0.12, 0.85]) {
      expect(mix(weight, color, '#ffffff')).toBe(norm(p.mix(weight, color, '#ffffff')));
    }
    expect(getContrast(color, '#ffffff')).toBe(p.getContrast(color, '#ffffff'));
    expect(getContrast(color, '#e6f4ff')).toBe(p.getContrast(color, '#e6f4ff'));
  });

  it('rejects what is not a hex colour', () => {
    expect(() => parseHex('red')).toThrow(/not a hex colour/);
  });
});
