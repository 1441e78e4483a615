/**
 * Loads the schema library (zod/mini) that every endpoint module builds its schemas with, and so
 * runs its module code. A page's code brings it anyway; an app that loads it first, in a task of its
 * own, keeps that work out of the task that runs the page's modules (packages/portal/src/app/
 * pageRoute.ts, docs/performance.md). Resolves once it has run.
 *
 * Through `./endpoint`, which every endpoint module imports: a namespace import of zod/mini itself
 * would keep all of zod in the bundle.
 */
export async function loadSchemaRuntime(): Promise<void> {
  await import('./endpoint');
}
