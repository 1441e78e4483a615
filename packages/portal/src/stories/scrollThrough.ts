/**
 * Scrolls a story's page through to its end, a screen at a time, and back to the top, as a reader
 * does: what loads only as it comes near the viewport (ui's NearViewport) is then rendered for the
 * play function's checks and the full-page picture.
 */
export async function scrollThrough(canvasElement: HTMLElement): Promise<void> {
  const view = canvasElement.ownerDocument.defaultView!;
  const page = canvasElement.ownerDocument.scrollingElement!;
  const frame = () => new Promise((resolve) => view.requestAnimationFrame(() => resolve(undefined)));
  while (page.scrollTop + view.innerHeight < page.scrollHeight - 1) {
    const before = page.scrollTop;
    view.scrollBy(0, view.innerHeight / 2);
    await frame();
    await frame();
    if (page.scrollTop === before) break;
  }
  view.scrollTo(0, 0);
}
