// One way to send a report to the deployment's beacon (decisions 0095, 0096).

/**
 * Sends `body` as JSON text with `navigator.sendBeacon`, which the browser delivers even while the
 * page goes away. The body is a string (text/plain, a CORS-safelisted type), so a beacon on another
 * origin needs no preflight; the CSP's connect-src names that origin (render.mjs). Where sendBeacon
 * is missing or refuses (a full queue), `fetch` with `keepalive` tries once. Never throws.
 */
export function sendBeacon(url: string, body: unknown, win: Window = window): void {
  const text = JSON.stringify(body);
  try {
    if (typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(url, text)) return;
  } catch {
    // An invalid URL or a policy refusal: fetch tries once and says nothing either.
  }
  void Promise.resolve()
    .then(() => win.fetch(url, { method: 'POST', body: text, keepalive: true }))
    .catch(() => undefined);
}
