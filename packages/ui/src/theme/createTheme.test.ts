import { getContrast } from 'polished';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, createTheme, InvalidThemeColorError, isThemeColor, sizeVariables } from './createTheme';
import { SIZES, type Size } from './tokens';
import { DEFAULT_THEME_COLOR, THEME_PRESETS } from './presets';

const WHITE = '#ffffff';
const HEX6 = /^#[0-9a-f]{6}$/;

describe('theme presets', () => {
  it('are the eight of the spec, the default first', () => {
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS[0].color).toBe(DEFAULT_THEME_COLOR);
    expect(DEFAULT_THEME_COLOR).toBe('#1890ff');
  });

  it.each(THEME_PRESETS.map((p) => [p.id, p.color] as const))(
    '%s (%s): white text on primarySolid and primaryText on white meet WCAG AA',
    (_id, color) => {
      const theme = createTheme(color);
      expect(getContrast(WHITE, theme.primarySolid)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(getContrast(theme.primaryText, WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(getContrast(WHITE, theme.cssVars['--cp-primary-hover'] as string)).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
      expect(getContrast(WHITE, theme.primaryActive)).toBeGreaterThanOrEqual(AA_CONTRAST);
    },
  );

  it('keeps a preset that already meets AA as it is', () => {
    // #2f54eb (geekblue) has 5.6:1 against white: nothing to darken.
    expect(createTheme('#2f54eb').primarySolid).toBe('#2f54eb');
  });
});

describe('createTheme with any colour', () => {
  const colours = ['#fff', '#FFFF00', '#00ff7f', '#000000', '#808080', ' #13C2C2 ', '#abc'];

  it.each(colours)('%s gives a complete theme that meets AA like a preset', (colour) => {
    const theme = createTheme(colour);
    expect(theme.primary).toMatch(HEX6);
    for (const key of [
      'primarySolid',
      'primaryActive',
      'primaryLight',
      'primaryLighter',
      'primaryText',
    ] as const) {
      expect(theme[key]).toMatch(HEX6);
    }
    expect(getContrast(WHITE, theme.primarySolid)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(getContrast(theme.primaryText, WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(theme.cssVars['--cp-primary']).toBe(theme.primary);
    expect(theme.cssVars['--cp-primary-solid']).toBe(theme.primarySolid);
    expect(Object.keys(theme.cssVars).sort()).toEqual(
      Object.keys(createTheme(DEFAULT_THEME_COLOR).cssVars).sort(),
    );
  });

  it('normalises the input: case, short form and spaces give the same theme', () => {
    expect(createTheme(' #ABC ')).toEqual(createTheme('#aabbcc'));
  });

  it.each([...THEME_PRESETS.map((p) => p.color), ...colours])(
    '%s: primaryText stays AA on the light tints (selected rows, options, menu items)',
    (colour) => {
      const theme = createTheme(colour);
      expect(getContrast(theme.primaryText, theme.primaryLight)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(getContrast(theme.primaryText, theme.primaryLighter)).toBeGreaterThanOrEqual(AA_CONTRAST);
    },
  );
});

describe('createTheme with an invalid colour', () => {
  it.each(['', 'blue', '#12', '#12345g', 'rgb(0,0,0)', '#1890ff80', '1890ff'])(
    'throws InvalidThemeColorError naming the component for %j',
    (value) => {
      expect(isThemeColor(value)).toBe(false);
      expect(() => createTheme(value)).toThrow(InvalidThemeColorError);
      expect(() => createTheme(value)).toThrow(
        `[ui: createTheme] "${value}" is not a colour in #rgb or #rrggbb form.`,
      );
    },
  );
});

describe('createTheme with an interface size', () => {
  it('keeps the design values at the default size, medium', () => {
    const vars = createTheme(DEFAULT_THEME_COLOR).cssVars;
    expect(vars).toEqual(createTheme(DEFAULT_THEME_COLOR, 'medium').cssVars);
    expect(vars['--cp-height-medium']).toBe('32px');
    expect(vars['--cp-control-font-medium']).toBe('14px');
    expect(vars['--cp-button-padding-medium']).toBe('15px');
    expect(vars['--cp-field-padding-medium']).toBe('11px');
  });

  it('makes every control size denser at small and roomier at large, in order', () => {
    const px = (size: Size, name: `--cp-${string}`) =>
      parseFloat(createTheme('#1890ff', size).cssVars[name] ?? 'NaN');
    for (const control of SIZES) {
      for (const metric of ['height', 'control-font', 'button-padding', 'field-padding', 'field-padding-y']) {
        const name = `--cp-${metric}-${control}` as const;
        expect(px('small', name)).toBeLessThanOrEqual(px('medium', name));
        expect(px('medium', name)).toBeLessThanOrEqual(px('large', name));
      }
      expect(px('small', `--cp-height-${control}`)).toBeLessThan(px('large', `--cp-height-${control}`));
    }
    // Within one interface size, a small control stays smaller than a large one.
    for (const size of SIZES) {
      expect(px(size, '--cp-height-small')).toBeLessThan(px(size, '--cp-height-medium'));
      expect(px(size, '--cp-height-medium')).toBeLessThan(px(size, '--cp-height-large'));
    }
  });

  it('sets the same variables at every size, and only the size ones differ', () => {
    const medium = createTheme('#722ed1', 'medium').cssVars;
    const small = createTheme('#722ed1', 'small').cssVars;
    expect(Object.keys(small).sort()).toEqual(Object.keys(medium).sort());
    const changed = Object.keys(small).filter(
      (k) => small[k as `--cp-${string}`] !== medium[k as `--cp-${string}`],
    );
    expect(changed.length).toBeGreaterThan(0);
    expect(
      changed.every((k) =>
        /^--cp-(height|control-font|button-padding|field-padding|field-padding-y)-/.test(k),
      ),
    ).toBe(true);
    const sized = sizeVariables('small');
    expect(changed.every((k) => k in sized)).toBe(true);
    expect(small).toMatchObject(sized);
  });
});
