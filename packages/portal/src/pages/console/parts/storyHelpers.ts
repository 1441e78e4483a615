// Helpers for the console page stories (Storybook only): mock-backend answers for the msw addon
// (`parameters: { msw: { handlers: [...] } }`) and a wait for the loaded page.
import { http } from 'msw';
import { expect, within } from 'storybook/test';
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

/** Waits until the page's h1 and a given text are on screen. */
export async function loaded(canvasElement: HTMLElement, heading: string | RegExp, text?: string | RegExp) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (text) await expect((await canvas.findAllByText(text, {}, { timeout: 10_000 }))[0]).toBeVisible();
  return canvas;
}
