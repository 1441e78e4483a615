/**
 * The per-response nonce of the page's Content-Security-Policy, from the
 * `<meta property="csp-nonce" nonce="...">` that the build puts in index.html (Vite `html.cspNonce`,
 * packages/portal/vite.config.ts; nginx fills in the value, packages/portal/deploy/README.md).
 * Style elements created at run time carry it so a strict `style-src` accepts them. Browsers hide
 * the attribute from getAttribute once the page is parsed, so the `nonce` property is read first.
 */
export function cspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
