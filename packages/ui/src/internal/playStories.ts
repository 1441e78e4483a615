import { composeStories } from '@storybook/react-vite';
import { it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * Runs the `play` function of every story of a module as a unit test (jsdom), so keyboard and
 * interaction checks written once in the stories guard refactors without the Storybook runner.
 * Stories that need another language or theme (story `globals`) are left to the runner, since the
 * preview's loaders are not applied here.
 */
export function playStories(stories: StoriesModule) {
  const composed: Record<string, { globals?: object; run: () => Promise<void> }> = composeStories(stories);
  for (const [name, story] of Object.entries(composed)) {
    const needsGlobals = Object.keys(story.globals ?? {}).length > 0;
    it.skipIf(needsGlobals)(`${name} story plays`, () => story.run(), 30_000);
  }
}
