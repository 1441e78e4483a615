// What the layout audit measures in the page (decision 0061), for e2e/page-checks.spec.ts: five faults a
// person sees at once, found in the browser:
//
// - broken-word: a word or number broken across lines inside a table cell, button, tag, tab or menu
//   item ("Purc/hase", "CN¥63,588/.00"), and a word of letters broken across lines in any other
//   visible text (a step's title, a label: "passw/ord"), found with Range.getClientRects on each word.
//   Chinese and Japanese running text may wrap between any two characters and is not flagged; tokens
//   with digits (hashes, addresses, numbers) outside those elements are data and may wrap anywhere;
// - sideways: the page scrolls sideways (documentElement.scrollWidth > innerWidth);
// - clipped: text cut off without an ellipsis in a breadcrumb, heading, button, label or table cell
//   (overflow hidden, scrollWidth > clientWidth, no text-overflow: ellipsis), or squeezed to a couple
//   of letters (an ellipsis in a box under three characters wide);
// - zero-size: a chart, image or icon (svg) that is shown but 0 px wide or tall;
// - script: interface text in another script than the language shown (Han or kana in the English
//   interface; kana or an English phrase with a lower-case word in the Chinese one, as names and
//   terms such as App ID or Java SDK are at home there). Data is left out: table cells, description
//   values, form values, text marked translate="no" and text in another declared language (lang).

export interface LayoutFinding {
  check: 'broken-word' | 'sideways' | 'clipped' | 'zero-size' | 'script';
  text: string;
  where: string;
}
/**
 * Runs in the page: measures the document as shown and returns what is wrong. Kept in one function
 * (no closures over test code) because Playwright sends its source to the browser.
 */
export function measure(lang: string): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  const shown = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions);
  const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 60);
  /** Where an element is, for a person reading the report: up to three tags with a hint each. */
  const where = (el: Element): string => {
    const parts: string[] = [];
    for (
      let node: Element | null = el;
      node && parts.length < 3 && node !== document.body;
      node = node.parentElement
    ) {
      const role = node.getAttribute('role');
      const label = node.getAttribute('aria-label');
      parts.unshift(
        node.tagName.toLowerCase() +
          (role ? `[role=${role}]` : '') +
          (label ? `[aria-label="${label.slice(0, 30)}"]` : ''),
      );
    }
    return parts.join(' > ');
  };
  const textNodes = (root: Element): Text[] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.nodeValue && node.nodeValue.trim()) nodes.push(node as Text);
    return nodes;
  };
  /** How many line boxes a range of text is laid out on. */
  const lines = (range: Range): number => {
    const tops: number[] = [];
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width < 0.5 || rect.height < 0.5) continue;
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    }
    return tops.length;
  };

  // 1. broken-word: in table cells, buttons, tags, tabs and menu items every word or number; in any
  //    other visible text, each word of letters (a language with spaces: en, es).
  const WORDY = [
    'td',
    'th',
    'button',
    '[role=button]',
    '[role=menuitem]',
    '[role=menuitemradio]',
    '[role=menuitemcheckbox]',
    '[role=option]',
    '[role=tab]',
    'span[data-color]',
    'nav a',
  ].join(',');
  const seen = new Set<Text>();
  const CJK_RUN = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+/g;
  const NON_CJK_WORD = /[^\s\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]{2,}/g;
  for (const target of Array.from(document.querySelectorAll(WORDY))) {
    if (!shown(target)) continue;
    for (const node of textNodes(target)) {
      if (seen.has(node)) continue;
      seen.add(node);
      const value = node.nodeValue ?? '';
      const words: Array<[number, number]> = [];
      for (const match of value.matchAll(NON_CJK_WORD)) words.push([match.index, match[0].length]);
      // A run of Chinese or Japanese may wrap between characters in running text, never in a label.
      if (value.trim().length <= 12)
        for (const match of value.matchAll(CJK_RUN))
          if (match[0].length >= 2) words.push([match.index, match[0].length]);
      for (const [start, length] of words) {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + length);
        if (lines(range) > 1) {
          const kind = node.parentElement?.closest(WORDY);
          findings.push({
            check: 'broken-word',
            text: `${value.slice(start, start + length)} (in "${short(value)}")`,
            where: where(kind ?? node.parentElement ?? document.body),
          });
        }
      }
    }
  }

  // Everywhere else: a word of letters (with inner apostrophes) that is a whole token between spaces,
  // punctuation or hyphens, so "0x5FbD...aa3", "DD2025..." and URLs are left to wrap, and a compound
  // may wrap after its hyphen ("supply-/chain").
  const SKIP = 'script, style, noscript, code, pre, textarea, [translate="no"]';
  const LETTER_WORD = /(?<=^|[\s("“‘¿¡/-])[\p{L}\p{M}]{2,}(?:['’][\p{L}\p{M}]+)*(?=$|[\s.,;:!?)"”’…/-])/gu;
  const HAN_OR_KANA = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
  for (const node of textNodes(document.body)) {
    if (seen.has(node)) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest(SKIP) || !shown(parent)) continue;
    // Text for assistive technology only (1 px, clipped) is not laid out for reading.
    if (parent.getBoundingClientRect().width <= 1) continue;
    const value = node.nodeValue ?? '';
    for (const match of value.matchAll(LETTER_WORD)) {
      if (HAN_OR_KANA.test(match[0])) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (lines(range) > 1)
        findings.push({
          check: 'broken-word',
          text: `${match[0]} (in "${short(value)}")`,
          where: where(parent),
        });
    }
  }

  // 2. sideways: the page is wider than the window; name the outermost elements that stick out.
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth + 1) {
    const culprits: string[] = [];
    const walk = (el: Element) => {
      for (const child of Array.from(el.children)) {
        if (culprits.length >= 3) return;
        const rect = child.getBoundingClientRect();
        if (rect.right > window.innerWidth + 1 && rect.width > 0 && shown(child)) {
          const style = getComputedStyle(child);
          const insideOut = Array.from(child.children).some(
            (grand) => grand.getBoundingClientRect().right > window.innerWidth + 1,
          );
          if (!insideOut || style.overflowX !== 'visible')
            culprits.push(`${where(child)} (${Math.round(rect.right)} px)`);
          else walk(child);
        } else if (getComputedStyle(child).overflowX === 'visible') walk(child);
      }
    };
    walk(document.body);
    findings.push({
      check: 'sideways',
      text: `scrollWidth ${root.scrollWidth} > ${window.innerWidth}`,
      where: culprits.join('; '),
    });
  }

  // 3. clipped: text cut off without an ellipsis (or squeezed to a couple of letters).
  const LABELLED = [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'button',
    'label',
    'legend',
    '[role=button]',
    '[role=tab]',
    'th',
    'td',
    'span[data-color]',
    'nav[aria-label] ol',
  ].join(',');
  const clippedSeen = new Set<Element>();
  for (const target of Array.from(document.querySelectorAll(LABELLED))) {
    if (!shown(target)) continue;
    for (const el of [target, ...Array.from(target.querySelectorAll('*'))]) {
      if (clippedSeen.has(el)) continue;
      clippedSeen.add(el);
      if (el instanceof SVGElement) continue;
      const text = el.textContent?.trim() ?? '';
      if (!text) continue;
      const style = getComputedStyle(el);
      // Text hidden on purpose for assistive technology only (1 px, clipped) is not cut text.
      if (style.clip !== 'auto' || el.getBoundingClientRect().width <= 1) continue;
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (!hides) continue;
      // Content pushed out at the start (justify-content: flex-end) does not add to scrollWidth.
      const box = el.getBoundingClientRect();
      const outAtStart = Array.from(el.children).some((child) => {
        const rect = child.getBoundingClientRect();
        return rect.width > 0 && rect.left < box.left - 1;
      });
      const over = el.scrollWidth > el.clientWidth + 1;
      if (!over && !outAtStart) continue;
      // An ellipsis is drawn only for inline text: a box (a link-styled button) cut at the end shows
      // none unless it clips with an ellipsis of its own.
      const boxCut = Array.from(el.children).some((child) => {
        const childStyle = getComputedStyle(child);
        if (childStyle.display === 'inline' || childStyle.position === 'absolute') return false;
        if (childStyle.textOverflow === 'ellipsis' && childStyle.overflowX !== 'visible') return false;
        return child.getBoundingClientRect().right > box.right + 1;
      });
      if (outAtStart || boxCut || style.textOverflow !== 'ellipsis') {
        findings.push({
          check: 'clipped',
          text: `${short(text)} (${el.clientWidth} of ${el.scrollWidth} px, no ellipsis)`,
          where: where(el),
        });
      } else if (el.clientWidth < 6 * parseFloat(style.fontSize)) {
        findings.push({
          check: 'clipped',
          text: `${short(text)} (squeezed to ${el.clientWidth} px)`,
          where: where(el),
        });
      }
    }
  }

  // 4. zero-size: a chart, image or icon shown with no width or no height.
  for (const el of Array.from(document.querySelectorAll('svg, img, canvas, video, [role=img]'))) {
    if (el.parentElement?.closest('svg')) continue;
    if (!shown(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width >= 1 && rect.height >= 1) continue;
    // A visually hidden wrapper (1 px, clipped) is on purpose.
    if (el.closest('[data-visually-hidden]')) continue;
    findings.push({
      check: 'zero-size',
      text: `${el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.tagName.toLowerCase()} (${Math.round(rect.width)}x${Math.round(rect.height)})`,
      where: where(el),
    });
  }

  // 5. script: interface text in the other language's script. Data is left out.
  const DATA =
    'td, dd, input, textarea, select, [contenteditable], [translate="no"], script, style, noscript, code, pre';
  // In Chinese, Latin letters are at home in names and terms (App ID, Java SDK, REST API); an English
  // phrase (words apart by spaces) with a lower-case word of three letters or more ("Rows per page")
  // is untranslated text; lists of file types and e-mail domains are not phrases.
  const foreign = (text: string): string | undefined => {
    if (lang === 'en') return /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+/.exec(text)?.[0];
    const kana = /[\u3040-\u30ff]+/.exec(text)?.[0];
    if (kana) return kana;
    for (const match of text.matchAll(/\b[A-Za-z]{2,}(?:\s+[A-Za-z]{2,})+/g))
      if (/\b[a-z]{3,}\b/.test(match[0])) return match[0];
    return undefined;
  };
  for (const node of textNodes(document.body)) {
    const parent = node.parentElement;
    if (!parent || parent.closest(DATA)) continue;
    const declared = parent.closest('[lang]')?.getAttribute('lang') ?? lang;
    if (!declared.toLowerCase().startsWith(lang)) continue;
    const match = foreign(node.nodeValue ?? '');
    if (!match || !shown(parent)) continue;
    findings.push({
      check: 'script',
      text: `${match} (in "${short(node.nodeValue ?? '')}")`,
      where: where(parent),
    });
  }
  return findings;
}
