// Helpers for the console page stories (Storybook only): mock-backend answers for the msw addon
// (`parameters: { msw: { handlers: [...] } }`) and a wait for the loaded page.
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { apiPath, fail, ok } from '@chainportal/api/mocks';

type Method = 'get' | 'post' | 'all';

/** `path` answers an empty page (`{ list: [], total: 0 }`). */
export function emptyPage(path: string, method: Method = 'post') {
  return http[method](apiPath(path), () => ok({ list: [], total: 0, pageNum: 1, pageSize: 10 }));
}

/** `path` answers `data` (a plain list or object). */
export function answer(path: string, data: unknown, method: Method = 'get') {
  return http[method](apiPath(path), () => ok(data));
}

/** `path` answers a server error (code 500; decision 0003: always shown). Any method by default. */
export function failing(path: string, method: Method = 'all') {
  return http[method](apiPath(path), () => fail(500, 'Service busy'));
}

/** `path` never answers: the page stays in its loading state (tag such a story `no-visual`). */
export function pending(path: string, method: Method = 'all') {
  return http[method](apiPath(path), async () => {
    await delay('infinite');
    return ok();
  });
}

/** Waits until the page's h1 (if given) is on screen and something in it is marked busy (aria-busy). */
export async function stillLoading(canvasElement: HTMLElement, heading?: string | RegExp) {
  const canvas = within(canvasElement);
  if (heading) await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  return canvas;
}

/** Waits until the page's h1 and a given text are on screen. */
export async function loaded(canvasElement: HTMLElement, heading: string | RegExp, text?: string | RegExp) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (text) await expect((await canvas.findAllByText(text, {}, { timeout: 10_000 }))[0]).toBeVisible();
  return canvas;
}
