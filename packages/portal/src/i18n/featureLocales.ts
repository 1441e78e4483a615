// The translations of the features that bring their own: the request builder (`builder`), a
// service's gateway panels (`gateway`) and the chain browser (`explorer`). ui's start-up map of
// locale loaders leaves them out (packages/ui/src/i18n/createI18n.ts), so a namespace does not cost
// every first load its four loaders; this module, in those features' chunks, adds them when it is
// evaluated: the features import it, and the app's namespace loader (app/instance.ts) loads it
// before a route that names one of them.
import { addLocaleLoaders } from '@chainportal/ui';

addLocaleLoaders(
  import.meta.glob<{ default: Record<string, unknown> }>('./*/{builder,explorer,gateway}.json', {
    base: '../../../../locales',
  }),
);
