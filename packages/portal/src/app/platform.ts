/** On Windows, page zoom is the inverse of the device pixel ratio (docs/product.md#product). */
export function applyWindowsZoom(
  userAgent: string = navigator.userAgent,
  ratio: number = window.devicePixelRatio,
  body: HTMLElement = document.body,
): void {
  if (!/Windows/i.test(userAgent) || !ratio || ratio === 1) return;
  (body.style as CSSStyleDeclaration & { zoom: string }).zoom = String(1 / ratio);
}

/** Fades out the static start screen of index.html (vite.startupText.ts) once the app has rendered. */
export function hideStartupOverlay(doc: Document = document): void {
  const overlay = doc.getElementById('app-loading');
  if (!overlay) return;
  overlay.setAttribute('data-done', 'true');
  window.setTimeout(() => overlay.remove(), 400);
}

declare global {
  interface Window {
    /** Read by libraries that inject style elements (react-remove-scroll through get-nonce). */
    __webpack_nonce__?: string;
  }
}

/**
 * Hands the page's CSP nonce (the `<meta property="csp-nonce">` of the build, filled in per response
 * by nginx: packages/portal/deploy/README.md) to the libraries that create style elements at run
 * time. styled-components and Vite read the meta themselves; Radix's scroll lock reads
 * `__webpack_nonce__`. Runs from the entry module, so no inline script is needed.
 */
export function shareCspNonce(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  if (nonce) window.__webpack_nonce__ = nonce;
}
