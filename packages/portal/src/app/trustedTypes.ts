/**
 * The Trusted Types `default` policy (decision 0058): the browser asks it about any string that
 * reaches an HTML sink without a policy of its own. It lets through exactly the two style sheets
 * Radix's Select and ScrollArea render with `dangerouslySetInnerHTML` (constant text that hides the
 * scroll bar of their viewports) and nothing else: anything else is refused and reported.
 */
export const RADIX_STYLES = new Set(
  ['select', 'scroll-area'].map(
    (part) =>
      `[data-radix-${part}-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}` +
      `[data-radix-${part}-viewport]::-webkit-scrollbar{display:none}`,
  ),
);

interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string | null }): unknown;
}

/** Creates the default policy where the browser enforces Trusted Types; once, at start. */
export function installDefaultPolicy(win: Window = window): void {
  const factory = (win as { trustedTypes?: PolicyFactory }).trustedTypes;
  factory?.createPolicy('default', { createHTML: (input) => (RADIX_STYLES.has(input) ? input : null) });
}
