/**
 * Resolves in a new task: start-up work after it runs apart from what came before, so the browser
 * can paint and answer input in between (docs/performance.md, "Total blocking time").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
