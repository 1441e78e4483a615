// The colour arithmetic the theme needs (createTheme.ts), small enough for the first load. It follows
// polished 4's formulas step for step (parse, HSL round trip with rounding, Sass mix, WCAG contrast
// rounded as polished rounds), and color.test.ts checks it gives polished's answers, so themes do not change.

export interface Rgb {
  red: number;
  green: number;
  blue: number;
}

/** `#rgb` or `#rrggbb` to channels 0–255. */
export function parseHex(color: string): Rgb {
  let hex = color.trim().replace(/^#/, '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) throw new Error(`[ui: color] "${color}" is not a hex colour.`);
  const value = Number.parseInt(hex, 16);
  return { red: (value >> 16) & 255, green: (value >> 8) & 255, blue: value & 255 };
}

/** Channels to `#rrggbb`. */
export function toHex({ red, green, blue }: Rgb): string {
  return `#${[red, green, blue].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function toHsl({ red, green, blue }: Rgb): { hue: number; saturation: number; lightness: number } {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return { hue: 0, saturation: 0, lightness };
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  let hue: number;
  if (max === r) hue = (g - b) / delta + (g < b ? 6 : 0);
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return { hue: hue * 60, saturation, lightness };
}

function fromHsl(hue: number, saturation: number, lightness: number): Rgb {
  const round = (c: number) => Math.round(c * 255);
  if (saturation === 0) return { red: round(lightness), green: round(lightness), blue: round(lightness) };
  const huePrime = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const second = chroma * (1 - Math.abs((huePrime % 2) - 1));
  const [r, g, b] =
    huePrime < 1
      ? [chroma, second, 0]
      : huePrime < 2
        ? [second, chroma, 0]
        : huePrime < 3
          ? [0, chroma, second]
          : huePrime < 4
            ? [0, second, chroma]
            : huePrime < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const m = lightness - chroma / 2;
  return { red: round(r + m), green: round(g + m), blue: round(b + m) };
}

function shiftLightness(amount: number, color: string): string {
  const { hue, saturation, lightness } = toHsl(parseHex(color));
  return toHex(fromHsl(hue, saturation, Math.min(1, Math.max(0, lightness + amount))));
}

/** Lightness lowered by `amount` (0–1), as polished's `darken`. */
export const darken = (amount: number, color: string): string => shiftLightness(-amount, color);
/** Lightness raised by `amount` (0–1), as polished's `lighten`. */
export const lighten = (amount: number, color: string): string => shiftLightness(amount, color);

/** `weight` of `color` and the rest of `other` (Sass mix, opaque colours), as polished's `mix`. */
export function mix(weight: number, color: string, other: string): string {
  if (weight === 0) return toHex(parseHex(other));
  const a = parseHex(color);
  const b = parseHex(other);
  const w1 = (weight * 2 - 1 + 1) / 2;
  const w2 = 1 - w1;
  return toHex({
    red: Math.floor(a.red * w1 + b.red * w2),
    green: Math.floor(a.green * w1 + b.green * w2),
    blue: Math.floor(a.blue * w1 + b.blue * w2),
  });
}

/** WCAG relative luminance, rounded to 3 places. */
export function luminance(color: string): number {
  const { red, green, blue } = parseHex(color);
  const [r, g, b] = [red, green, blue].map((c) => {
    const channel = c / 255;
    return channel <= 0.03928 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
  }) as [number, number, number];
  return Number.parseFloat((0.2126 * r + 0.7152 * g + 0.0722 * b).toFixed(3));
}

/** WCAG contrast ratio of two colours, rounded to 2 places. */
export function getContrast(color1: string, color2: string): number {
  const l1 = luminance(color1);
  const l2 = luminance(color2);
  const ratio = l1 > l2 ? (l1 + 0.05) / (l2 + 0.05) : (l2 + 0.05) / (l1 + 0.05);
  return Number.parseFloat(ratio.toFixed(2));
}
