// The loaders of the namespaces createI18n.ts leaves out of its start-up map (LATER_NAMESPACES):
// a chunk of its own, fetched the first time one of them is asked for.
export const laterLoaders = import.meta.glob<{ default: Record<string, unknown> }>(
  './*/{builder,explorer,gateway}.json',
  { base: '../../../../locales' },
);
