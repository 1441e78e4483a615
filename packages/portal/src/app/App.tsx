import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router-dom';
import { settingsStore } from '../frame/settingsState';
import { sizeStore } from '../frame/sizeStore';
import { useStore } from '../frame/store';
import { client, createRouter } from './instance';
import { Providers } from './Providers';

/** The providers: theme (the settings' colour, the size cookie's density), i18n, api client with SWR, router. */
export function App({ i18n }: { i18n: I18n }) {
  const settings = useStore(settingsStore);
  const size = useStore(sizeStore);
  return (
    <Providers i18n={i18n} client={client} primaryColor={settings.theme} size={size}>
      <RouterProvider router={createRouter()} />
    </Providers>
  );
}
