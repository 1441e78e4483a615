/** On Windows, page zoom is the inverse of the device pixel ratio (docs/product.md#product). */
export function applyWindowsZoom(
  userAgent: string = navigator.userAgent,
  ratio: number = window.devicePixelRatio,
  body: HTMLElement = document.body,
): void {
  if (!/Windows/i.test(userAgent) || !ratio || ratio === 1) return;
  (body.style as CSSStyleDeclaration & { zoom: string }).zoom = String(1 / ratio);
}

/** Fades out the static 'Loading...' overlay of index.html once the app has rendered. */
export function hideStartupOverlay(doc: Document = document): void {
  const overlay = doc.getElementById('app-loading');
  if (!overlay) return;
  overlay.setAttribute('data-done', 'true');
  window.setTimeout(() => overlay.remove(), 400);
}
