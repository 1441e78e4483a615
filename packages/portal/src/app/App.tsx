import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ApiProvider } from '@chainportal/api';
import { MessageHost, ThemeProvider } from '@chainportal/ui';
import { settingsStore } from '../frame/frameState';
import { sizeStore } from '../frame/sizeStore';
import { useStore } from '../frame/store';
import { client, router } from './instance';

/** The providers: theme (the settings' colour, the size cookie's density), i18n, api client with SWR, router. */
export function App({ i18n }: { i18n: I18n }) {
  const settings = useStore(settingsStore);
  const size = useStore(sizeStore);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider primaryColor={settings.theme} size={size}>
          <ApiProvider client={client} swrConfig={{ revalidateOnFocus: false }}>
            <RouterProvider router={router} />
            <MessageHost />
          </ApiProvider>
        </ThemeProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
