import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STYLE_ID, ThemeProvider, themeVariables } from './ThemeProvider';

const styleElement = () => document.getElementById(THEME_STYLE_ID) as HTMLStyleElement | null;

afterEach(() => styleElement()?.remove());

describe('ThemeProvider', () => {
  it("puts the theme's variables on :root and rewrites them when the colour or size changes", () => {
    const { rerender } = render(<ThemeProvider primaryColor="#722ed1" size="medium" />);
    expect(styleElement()?.textContent).toBe(themeVariables('#722ed1', 'medium').css);
    expect(styleElement()?.textContent).toContain('--cp-primary: #722ed1;');

    rerender(<ThemeProvider primaryColor="#13c2c2" size="small" />);
    expect(document.querySelectorAll(`#${THEME_STYLE_ID}`)).toHaveLength(1);
    expect(styleElement()?.textContent).toBe(themeVariables('#13c2c2', 'small').css);
    expect(styleElement()?.dataset.themeKey).toBe(themeVariables('#13c2c2', 'small').key);
  });

  it('keeps a style element already written for the same theme (a pre-rendered page) as it is', () => {
    const pre = document.createElement('style');
    pre.id = THEME_STYLE_ID;
    pre.dataset.themeKey = themeVariables('#1890ff', 'medium').key;
    pre.textContent = ':root { --pre-rendered: 1; }';
    document.head.appendChild(pre);

    const { rerender } = render(<ThemeProvider primaryColor="#1890ff" size="medium" />);
    expect(styleElement()).toBe(pre);
    expect(pre.textContent).toBe(':root { --pre-rendered: 1; }');

    rerender(<ThemeProvider primaryColor="#1890ff" size="large" />);
    expect(styleElement()).toBe(pre);
    expect(pre.textContent).toBe(themeVariables('#1890ff', 'large').css);
  });
});
