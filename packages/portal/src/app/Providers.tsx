import type { i18n as I18n } from 'i18next';
import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider, type ApiClient } from '@chainportal/api';
import { LazyMessageHost, ThemeProvider, type Size } from '@chainportal/ui';
import { RevalidateOnLanguage } from './RevalidateOnLanguage';

export interface ProvidersProps {
  i18n: I18n;
  client: ApiClient;
  primaryColor: string;
  size: Size;
  /** The router: the hash router in the browser, a static one in the pre-render (src/prerender/render.tsx). */
  children: ReactNode;
}

const noSubscription = () => () => {};

/**
 * The message host portals into document.body, which a pre-render has not: it comes after hydration
 * (false on the server and while hydrating, true afterwards and in a plain client render). Its code
 * loads then, outside every page's first load.
 */
function ClientMessageHost() {
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return client ? <LazyMessageHost /> : null;
}

/**
 * The providers around the router: theme, i18n, api client with SWR (read again when the language
 * changes, decision 0077), and the message host. Shared by the app (App.tsx) and the build-time
 * pre-render, so both render the same tree (decision 0055).
 */
export function Providers({ i18n, client, primaryColor, size, children }: ProvidersProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider primaryColor={primaryColor} size={size}>
          <ApiProvider client={client} swrConfig={{ revalidateOnFocus: false }}>
            <RevalidateOnLanguage i18n={i18n} />
            {children}
            <ClientMessageHost />
          </ApiProvider>
        </ThemeProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
