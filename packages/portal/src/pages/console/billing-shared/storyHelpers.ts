// Helpers for the page stories of the cost and account centers (Storybook only).
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { apiPath } from '@chainportal/api/mocks';

/** Story parameters that make one API path answer with a server error (decision 0003: always shown). */
export function failing(path: string) {
  return {
    msw: {
      handlers: [
        http.all(apiPath(path), () => HttpResponse.json({ code: 500, msg: 'Service busy', data: null })),
      ],
    },
  };
}

/** Waits until the page's h1 and a given text are on screen. */
export async function loaded(canvasElement: HTMLElement, heading: string | RegExp, text?: string | RegExp) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (text) await expect((await canvas.findAllByText(text, {}, { timeout: 10_000 }))[0]).toBeVisible();
  return canvas;
}
