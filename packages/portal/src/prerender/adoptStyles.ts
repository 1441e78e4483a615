import { __PRIVATE__ } from 'styled-components';

/**
 * The attribute of the pre-rendered page's styled-components CSS (vite.prerender.ts writes it, the
 * inline chooser puts the element in the head). Not styled-components' own `data-styled`, so
 * styled-components does not rehydrate it (decision 0045).
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

/** styled-components' group marker, one per component: `data-styled.g12[id="cpab12cd3"]{content:"kXyZ,"}`. */
const MARKER = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

/** The part of styled-components' style sheet this needs: the names whose rules are in the page. */
export interface StyleNames {
  registerName(id: string, name: string): void;
}

/**
 * Takes the pre-rendered page's CSS as it is: every class name it holds is registered with
 * styled-components as present, so rendering the same components adds no rule, and the element
 * stays where it is (decision 0045). styled-components' own rehydration would read the CSS back,
 * insert every rule again into a style element of its own and remove this one: the same styles,
 * but a full style recalculation of the page right after it is shown. Rules for components the
 * pre-render did not show go, as usual, into styled-components' own element, after this one.
 * Returns how many class names it registered. Runs before the first render.
 */
export function adoptPrerenderedStyles(
  doc: Document = document,
  sheet: StyleNames = __PRIVATE__.mainSheet,
): number {
  const style = doc.querySelector(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`);
  if (!style) return 0;
  let registered = 0;
  for (const [, id, names] of (style.textContent ?? '').matchAll(MARKER)) {
    for (const name of names!.split(',')) {
      if (!name) continue;
      sheet.registerName(id!, name);
      registered++;
    }
  }
  return registered;
}
