import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import styled, {
  __PRIVATE__,
  createGlobalStyle,
  ServerStyleSheet,
  StyleSheetManager,
} from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptPrerenderedStyles, PRERENDERED_STYLES_ATTRIBUTE } from './adoptStyles';

afterEach(() => {
  document.head.innerHTML = '';
});

const Global = createGlobalStyle`body { margin: 0; }`;
const Card = styled.section.withConfig({ componentId: 'cpCard001' })`
  padding: 8px;
`;
const Title = styled.h2.withConfig({ componentId: 'cpTitle01' })`
  color: rgb(1, 2, 3);
`;
const Badge = styled.span.withConfig({ componentId: 'cpBadge01' })`
  color: rgb(4, 5, 6);
`;
const Page = ({ badge = false }: { badge?: boolean }) => (
  <Card>
    <Global />
    <Title>Hello</Title>
    {badge && <Badge>new</Badge>}
  </Card>
);

/** What vite.prerender.ts puts in the page: the pre-rendered CSS under the pre-render's attribute. */
function prerenderedStyle(): HTMLStyleElement {
  const sheet = new ServerStyleSheet();
  renderToString(sheet.collectStyles(<Page />));
  const css = sheet
    .getStyleTags()
    .replace(/^\s*<style[^>]*>/, '')
    .replace(/<\/style>\s*$/, '');
  sheet.seal();
  document.head.innerHTML = '';
  const style = document.createElement('style');
  style.setAttribute(PRERENDERED_STYLES_ATTRIBUTE, '');
  style.textContent = css;
  document.head.append(style);
  return style;
}

/** The browser's sheet: a fresh one per test, as the page's styled-components starts with. */
function renderWith(sheet: InstanceType<typeof __PRIVATE__.StyleSheet>, badge = false) {
  render(
    <StyleSheetManager sheet={sheet}>
      <Page badge={badge} />
    </StyleSheetManager>,
  );
}

const styledRules = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].flatMap((el) =>
    [...(el.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );

describe('adoptPrerenderedStyles', () => {
  it('registers the class names of the pre-rendered CSS, so rendering the same page adds no rule', () => {
    const style = prerenderedStyle();
    const sheet = new __PRIVATE__.StyleSheet();
    // The card, the title and the global style.
    expect(adoptPrerenderedStyles(document, sheet)).toBe(3);

    renderWith(sheet);
    expect(styledRules()).toEqual([]);
    // The pre-rendered element stays as it was.
    expect(style.isConnected).toBe(true);
    expect(style.textContent).toContain('rgb(1, 2, 3)');
  });

  it('adds the rules of what the pre-render did not show to a style element after it', () => {
    const style = prerenderedStyle();
    const sheet = new __PRIVATE__.StyleSheet();
    adoptPrerenderedStyles(document, sheet);

    renderWith(sheet, true);
    const rules = styledRules();
    expect(rules).toHaveLength(1);
    expect(rules[0]).toContain('rgb(4, 5, 6)');
    const own = document.querySelector('style[data-styled]');
    expect(style.compareDocumentPosition(own!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without adopting, styled-components writes every rule again (what adopting saves)', () => {
    prerenderedStyle();
    renderWith(new __PRIVATE__.StyleSheet());
    expect(styledRules().join('\n')).toContain('rgb(1, 2, 3)');
  });

  it('does nothing on a page without pre-rendered styles', () => {
    expect(adoptPrerenderedStyles(document, new __PRIVATE__.StyleSheet())).toBe(0);
  });
});
