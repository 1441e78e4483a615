// The one place rich text from a server becomes markup. Loaded on demand by RichText, so DOMPurify
// never weighs on a first load. Links keep only http, https, mailto and tel (docs/product.md#safety).
import DOMPurify, { type Config } from 'dompurify';

/** Schemes a link or image from data may use; anything else (javascript:, data:, vbscript:, relative) is removed. */
export const ALLOWED_URI = /^(?:https?:|mailto:|tel:)/i;

export interface RichTextHeading {
  /** The `id` given to the heading element, for a table of contents link. */
  id: string;
  text: string;
  /** 1 to 6, from the tag name. */
  level: number;
}

export interface SanitizedHtml {
  /** The clean markup: a TrustedHTML where the browser enforces Trusted Types, else a string. */
  html: string | TrustedHTML;
  headings: RichTextHeading[];
}

/** The part of the Trusted Types API used here (the DOM typings do not have it yet). */
interface HtmlPolicyFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): HtmlPolicy;
}
interface HtmlPolicy {
  createHTML(input: string): TrustedHTML;
}

/**
 * The Trusted Types policy of rich text (the CSP's `trusted-types cp-sanitize`, decision 0058): the
 * only one that turns a string into HTML for the page. It is private to this module and used for
 * two things only: DOMPurify's parse of the untrusted input (before anything is kept) and the
 * markup DOMPurify left. Absent where the browser has no Trusted Types (then strings as before).
 */
const policy = (globalThis as { trustedTypes?: HtmlPolicyFactory }).trustedTypes?.createPolicy(
  'cp-sanitize',
  {
    createHTML: (input) => input,
  },
);

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG') {
    // A picture whose address was refused is dropped; one without a text is decorative.
    if (!node.getAttribute('src')) node.remove();
    else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  }
  if (node.tagName === 'A') {
    // A link from data opens elsewhere and cannot reach back into the portal.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

function slug(text: string, used: Set<string>): string {
  const base =
    text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section';
  let id = `rt-${base}`;
  for (let n = 2; used.has(id); n += 1) id = `rt-${base}-${n}`;
  used.add(id);
  return id;
}

/**
 * Sanitises untrusted HTML: no script, no event handler, no style or form elements, no id or name
 * from the server (they could clobber globals), links and images only by ALLOWED_URI. Headings get
 * stable ids, returned in document order for a table of contents.
 */
export function sanitizeHtml(dirty: string): SanitizedHtml {
  const fragment = purifier.sanitize(dirty, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'id', 'name', 'class', 'srcset', 'action', 'formaction'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
    // DOMPurify parses through this policy instead of creating one of its own ('dompurify').
    TRUSTED_TYPES_POLICY: policy as Config['TRUSTED_TYPES_POLICY'],
  });
  const used = new Set<string>();
  const headings: RichTextHeading[] = [];
  fragment.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((el) => {
    const text = el.textContent?.trim() ?? '';
    if (!text) return;
    const id = slug(text, used);
    el.setAttribute('id', id);
    headings.push({ id, text, level: Number(el.tagName.slice(1)) });
  });
  const box = document.createElement('div');
  box.append(fragment);
  return { html: policy ? policy.createHTML(box.innerHTML) : box.innerHTML, headings };
}
