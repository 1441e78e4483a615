import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { LazyProgressBar } from '@chainportal/ui';
import { languageFromAddress } from '../i18n/detectLanguage';
import { setLanguage } from '../i18n/setLanguage';
import { useStore } from '../frame/store';
import { loadingStore } from '../app/loading';
import { scrollToTopUnlessKept } from '../app/scrollOnNavigation';
import type { RouteHandle } from './types';

/** Page title "<translated route title> - <site title>" (docs/product.md#routes). */
function usePageTitle() {
  const { t } = useTranslation(['portal', 'common']);
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const site = t('common:siteTitle');
  const page = title?.title ? t(`portal:route.${title.title}` as 'portal:route.home') : '';
  useEffect(() => {
    document.title = page ? `${page} - ${site}` : site;
  }, [page, site]);
}

/**
 * Around every page: scroll to top, the progress bar on navigation and API calls, the page title, and the
 * language the address asks for (`language=` or a /zh, /en path).
 */
export function RootLayout() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  // API calls in flight show the top progress bar, not a page-blocking overlay (decision 0009).
  const calls = useStore(loadingStore);
  usePageTitle();

  useEffect(() => {
    scrollToTopUnlessKept(location.pathname);
  }, [location.pathname]);

  useEffect(() => {
    const asked = languageFromAddress('', `#${location.pathname}${location.search}`);
    if (asked && asked !== i18n.language) void setLanguage(i18n, asked);
  }, [i18n, location.pathname, location.search]);

  return (
    <>
      <LazyProgressBar active={navigation.state !== 'idle' || calls > 0} />
      <Outlet />
    </>
  );
}
