// Helpers for the page stories of the cost and account centers (Storybook only).
import { expect, within } from 'storybook/test';

/** A story loader that makes one API path answer with a server error (decision 0003: always shown). */
export function failing(path: string) {
  return async () => {
    const { faults } = await import('@chainportal/api/mocks');
    faults.set({ code: { path, code: 500, msg: 'Service busy' } });
    return {};
  };
}

/** Waits until the page's h1 and a given text are on screen. */
export async function loaded(canvasElement: HTMLElement, heading: string | RegExp, text?: string | RegExp) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (text) await expect((await canvas.findAllByText(text, {}, { timeout: 10_000 }))[0]).toBeVisible();
  return canvas;
}
