import type { Page } from '@playwright/test';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SNAPSHOT_DIR = path.resolve(process.cwd(), 'visual-baselines');
const DIFF_DIR = path.resolve(process.cwd(), '.tmp/visual-diff');
const DEFAULT_VIEWPORT = { width: 1024, height: 720 };

// Two helpers of @storybook/test-runner, written here: importing them would load the test-runner's
// whole package into each story file's module registry (decision 0114). Each does what the
// package's function of the same name does.
/** What the hooks read of a story's context. */
interface StoryContext {
  parameters?: Record<string, unknown>;
  tags?: string[];
}
/** The story's context (its parameters and tags), from the preview. */
const getStoryContext = (page: Page, context: { id: string }) =>
  page.evaluate(
    ({ storyId }) =>
      (globalThis as unknown as { __getContext(id: string): Promise<StoryContext> }).__getContext(storyId),
    { storyId: context.id },
  );
/** Waits until the page has loaded, the network is idle and the fonts are ready. */
async function waitForPageReady(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** The parts of addon-a11y's `parameters.a11y` that the test-runner honours. */
interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  context?: string;
  config?: { rules?: { id: string; enabled?: boolean; selector?: string }[] };
  options?: Record<string, unknown>;
}

/** `parameters.visual` of a story. */
interface VisualParameters {
  /** 'root' captures #storybook-root; 'page' captures the viewport (for overlays). @default 'root' */
  scope?: 'root' | 'page';
  /** The viewport for the screenshot. @default 1024 x 720 */
  viewport?: { width: number; height: number };
}

/**
 * Beside a failed picture's diff: what the document held when the picture was taken (the focused
 * element, each field's value, the story's markup). A picture can then be told apart from the page:
 * a story whose DOM is right but whose picture is not was painted late, not rendered wrong.
 */
async function writeDomBeside(page: Page, id: string) {
  const dom = await page.evaluate(() => {
    const root = document.querySelector('#storybook-root');
    const describe = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''}`
        : 'none';
    const fields = [...(root?.querySelectorAll('input, textarea, select') ?? [])].map(
      (el) => `${describe(el)}: ${JSON.stringify((el as HTMLInputElement).value)}`,
    );
    return [`focused: ${describe(document.activeElement)}`, ...fields, '', root?.outerHTML ?? ''].join('\n');
  });
  mkdirSync(DIFF_DIR, { recursive: true });
  writeFileSync(path.join(DIFF_DIR, `${id}-dom.txt`), dom);
}

/**
 * For every story: its play function runs (the test-runner does that), axe runs over the result
 * with the story's addon-a11y parameters (any violation fails the story), and a screenshot is
 * compared pixel for pixel with the committed baseline unless the story is tagged `no-visual`.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize(DEFAULT_VIEWPORT);
    // One page shows a file's stories one after the other: axe is injected once per page.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    // The story already failed (its play function threw, or errors went unhandled while it played):
    // the test-runner reports that error once this hook returns. A picture taken now would be of the
    // play's middle, and its mismatch would be reported instead of the error that caused it.
    if (context.hasFailure) return;
    const storyContext = await getStoryContext(page, context);

    // Accessibility: axe over the rendered story after its play function; any violation fails.
    const a11y = storyContext.parameters?.a11y as A11yParameters | undefined;
    if (!a11y?.disable && a11y?.test !== 'off') {
      // No rule set by the story before carries over.
      await page.evaluate(() => (window as unknown as { axe: { reset(): void } }).axe.reset());
      await configureAxe(page, { rules: a11y?.config?.rules ?? [] });
      // addon-a11y runs axe in the preview after a story too (for its panel); when that run is still
      // going, axe refuses a second one, so wait for it and try again rather than fail the story.
      for (let attempt = 1; ; attempt++) {
        try {
          await checkA11y(page, a11y?.context ?? 'body', {
            verbose: false,
            detailedReport: true,
            detailedReportOptions: { html: true },
            axeOptions: a11y?.options,
          });
          break;
        } catch (error) {
          if (attempt >= 10 || !String(error).includes('Axe is already running')) throw error;
          await page.waitForTimeout(300);
        }
      }
    }

    if (storyContext.tags?.includes('no-visual')) return;
    const visual = storyContext.parameters?.visual as VisualParameters | undefined;
    // A story can ask for another viewport (for example a phone width, where the sidebar is a drawer).
    if (visual?.viewport) {
      await page.setViewportSize(visual.viewport);
      await page.waitForTimeout(50);
    }
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    await page.addStyleTag({
      content:
        '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
    });
    // Overlays (dialogs, drawers, toasts) render outside #storybook-root: such stories set
    // parameters.visual.scope = 'page' to capture the whole viewport.
    const scope = visual?.scope ?? 'root';
    const shoot = () =>
      scope === 'page'
        ? page.screenshot({ animations: 'disabled' })
        : page.locator('#storybook-root').screenshot({ animations: 'disabled' });
    let image = await shoot();
    // Most stories are painted exactly as their baseline at once: the same bytes need no more
    // waiting (the encoder is deterministic, so an identical rendering gives an identical file).
    const baseline = path.join(SNAPSHOT_DIR, `${context.id}.png`);
    // With --update (scripts/storybook-test.mjs) the settled image is always taken.
    const asBaseline =
      !process.env.VISUAL_UPDATE && existsSync(baseline) && image.equals(readFileSync(baseline));
    if (asBaseline) {
      // The same bytes are the same pixels: the story matches its baseline, and decoding both PNGs
      // to compare them pixel for pixel (jest-image-snapshot does so in a child process, about 0.3 s a
      // story) could only agree. It is counted as jest-image-snapshot counts a match (decision 0112).
      expect.getState().snapshotState.matched += 1;
      return;
    }
    // Otherwise compare the story once it is still: two screenshots in a row, 200 ms apart, the same
    // to the byte (a focus ring, a late font or data can still be settling after the play function).
    for (let attempt = 0; attempt < 10; attempt++) {
      await page.waitForTimeout(200);
      const next = await shoot();
      if (next.equals(image)) break;
      image = next;
    }
    try {
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: SNAPSHOT_DIR,
        customSnapshotIdentifier: context.id,
        customDiffDir: DIFF_DIR,
        // Nearly pixel for pixel: a colour change beyond pixelmatch's 0.05 in more than 4 pixels fails.
        // Chromium leaves a pixel or two of rendering noise between runs of the same story; the
        // smallest real regression seen (a font missing) changed 8 pixels.
        failureThreshold: 4,
        failureThresholdType: 'pixel',
        comparisonMethod: 'pixelmatch',
        customDiffConfig: { threshold: 0.05 },
      });
    } catch (error) {
      await writeDomBeside(page, context.id);
      throw error;
    }
  },
  tags: { skip: ['skip-test'] },
};
export default config;
