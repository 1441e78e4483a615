import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApiClient, useEditPassword, useNotReadCount } from '@chainportal/api';
import {
  AppShell,
  FormDraftsProvider,
  Icon,
  Breadcrumb,
  ErrorLog,
  HeaderSearch,
  INITIAL_TAGS_STATE,
  LangSelect,
  LoadBoundary,
  MESSAGE_CENTER_HREF,
  SizeSelect,
  message,
  pathAfterClose,
  retryableLazy,
  useIsMobile,
  type FormDrafts,
  type Language,
  type PasswordChangeValues,
} from '@chainportal/ui';
import { errorLog, useErrorLog } from '../app/errorLog';
import { setLanguage } from '../i18n/setLanguage';
import { buildBreadcrumb, findRoute, flattenRoutes, menuItems } from '../routes/access';
import { useAllowedRoutes } from '../routes/ConsoleGuard';
import { HOME_PATH } from '../routes/paths';
import { logout, useSession } from '../session/store';
import { CachedOutlet } from './CachedOutlet';
import { createPagePreloader, intentLinks } from './pageIntent';
import { DemoRoleSwitch } from './DemoRoleSwitch';
import { sidebarStore, tagsStore } from './frameState';
import { settingsStore } from './settingsState';
import { allowedCachedNames, refreshStore } from './pageCache';
import { sizeStore } from './sizeStore';
import { useStore } from './store';

// The password dialog (react-hook-form, zod resolver, Radix Dialog) is fetched when first opened; if
// its file cannot be loaded, the frame stays and the next "Change password" imports it anew.
const passwordDialog = retryableLazy(async () => ({
  default: (await import('./passwordDialog')).PasswordDialog,
}));
const PasswordDialog = passwordDialog.Component;

/** The console frame: the ui AppShell fed by the session, the allowed routes and the saved frame state. */
export function ConsoleFrame() {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const language = i18n.language as Language;
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const client = useApiClient();
  const allowed = useAllowedRoutes();
  const settings = useStore(settingsStore);
  const tags = useStore(tagsStore);
  const sidebarOpen = useStore(sidebarStore);
  const size = useStore(sizeStore);
  // Below 992px the menu is a drawer that starts closed; the cookie keeps the desktop state.
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The forms' drafts (decision 0094), loaded after the frame's first render: a form mounted before
  // they arrive takes back its draft when they do.
  const [drafts, setDrafts] = useState<FormDrafts | undefined>(undefined);
  useEffect(() => {
    let live = true;
    import('../app/formDrafts').then(
      (loaded) => {
        if (live) setDrafts(loaded.consoleDrafts(i18n));
      },
      () => {
        // Not loaded (a deployment replaced the files): forms work, only without drafts.
      },
    );
    return () => {
      live = false;
    };
  }, [i18n]);
  const errors = useErrorLog();
  const user = useSession((s) => s);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordWanted, setPasswordWanted] = useState(false);
  const [passwordAttempt, setPasswordAttempt] = useState(0);
  const [passwordFailed, setPasswordFailed] = useState(false);
  const { data: unread } = useNotReadCount(undefined, { refreshInterval: 60_000 });
  const { trigger: editPassword } = useEditPassword();

  const routeTitle = (key: string) => t(`portal:route.${key}` as 'portal:route.home');
  // A page's code and translations are asked for when its link (in the menu, or an open page's tab
  // restored after a reload, whose page is not loaded yet) is likely next (decision 0111).
  const pageLinks = useMemo(
    () => intentLinks(createPagePreloader((namespaces) => i18n.loadNamespaces(namespaces))),
    [i18n],
  );
  const menu = useMemo(
    () => menuItems(allowed, routeTitle, (name) => <Icon name={name} />),
    // routeTitle changes with the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [allowed, language],
  );

  // Affixed tabs (home) are always there; then every visited page once.
  useEffect(() => {
    for (const route of flattenRoutes(allowed)) {
      if (route.meta?.affix && route.meta.title) {
        tagsStore.dispatch({
          type: 'add',
          view: { path: route.path, title: route.meta.title, name: route.name, affix: true },
        });
      }
    }
    const route = findRoute(allowed, location.pathname);
    if (!route?.meta?.title || route.children) return;
    tagsStore.dispatch({
      type: 'add',
      view: {
        path: route.path,
        title: route.meta.title,
        name: route.name,
        affix: route.meta.affix,
        noCache: route.meta.noCache,
      },
    });
  }, [allowed, location.pathname]);

  const signOut = () =>
    logout(client, {
      clearCache: () => mutate(() => true, undefined, { revalidate: false }),
      closeAllTabs: () => tagsStore.setState(INITIAL_TAGS_STATE),
      navigate: (to) => navigate(to, { replace: true }),
    });

  const changePassword = async (values: PasswordChangeValues) => {
    await editPassword(values);
    message.success(t('portal:session.passwordChanged'));
    await signOut();
  };

  const closeTabs = (action: Parameters<typeof tagsStore.dispatch>[0]) => {
    tagsStore.dispatch(action);
    const next = pathAfterClose(tagsStore.getState().visitedViews, location.pathname, HOME_PATH);
    if (next !== location.pathname) void navigate(next);
  };

  const crumbs = buildBreadcrumb(allowed, location.pathname).map((crumb) => ({
    title: routeTitle(crumb.title),
    path: crumb.to ?? crumb.path,
  }));

  return (
    <FormDraftsProvider drafts={drafts}>
      <AppShell
        settings={settings}
        onSettingsChange={settingsStore.update}
        settingsOpen={settingsOpen}
        onSettingsOpenChange={setSettingsOpen}
        language={language}
        isMobile={mobile}
        sidebarOpen={mobile ? drawerOpen : sidebarOpen}
        onSidebarToggle={mobile ? setDrawerOpen : sidebarStore.set}
        sidebar={{
          items: menu,
          activePath: location.pathname,
          logo: t('common:siteTitle'),
          renderLink: pageLinks,
        }}
        navbar={{
          title: t('common:siteTitle'),
          breadcrumb: <Breadcrumb items={crumbs} />,
          messageCount: unread ?? 0,
          // The bell opens the unread notices (state 0) while there are any, else all of them.
          messageHref: unread ? `${MESSAGE_CENTER_HREF}?state=0` : MESSAGE_CENTER_HREF,
          userName: user.name,
          avatarUrl: user.avatar || undefined,
          onBasicInfo: () => void navigate('/system/userInfo'),
          onChangePassword: () => {
            if (passwordFailed) {
              passwordDialog.retry();
              setPasswordFailed(false);
              setPasswordAttempt((n) => n + 1);
            }
            setPasswordWanted(true);
            setPasswordOpen(true);
          },
          onLogout: () => void signOut(),
          search: (
            <HeaderSearch
              items={menu}
              onNavigate={(path) => void navigate(path)}
              pinyin={settings.supportPinyinSearch && language === 'zh'}
            />
          ),
          errorLog: (
            <ErrorLog
              entries={errors.map((e) => ({ message: e.error, info: e.info, url: e.url, time: e.time }))}
              onClear={errorLog.clear}
            />
          ),
          langSelect: (
            <>
              <LangSelect value={language} onChange={(lng) => void setLanguage(i18n, lng)} />
              <SizeSelect value={size} onChange={sizeStore.set} />
            </>
          ),
        }}
        // Beside the tabs, not in the navbar: the breadcrumb keeps its room (issue 27).
        headerExtra={<DemoRoleSwitch />}
        tagBar={{
          // Only tabs of routes this user may open (tabs saved by another session never show).
          tabs: tags.visitedViews
            .filter((view) => findRoute(allowed, view.path))
            .map((view) => ({
              path: view.path,
              title: routeTitle(view.title),
              affix: view.affix,
            })),
          activePath: location.pathname,
          renderLink: pageLinks,
          // Refresh mounts that one page anew (frame/pageCache.ts); the other cached pages stay.
          onRefresh: (path) => {
            const name = findRoute(allowed, path)?.name;
            if (name) refreshStore.refresh(name);
            if (path !== location.pathname) void navigate(path);
          },
          onClose: (path) => closeTabs({ type: 'close', path }),
          onCloseOthers: (path) => {
            if (path !== location.pathname) void navigate(path);
            tagsStore.dispatch({ type: 'closeOthers', path });
          },
          onCloseAll: () => closeTabs({ type: 'closeAll' }),
        }}
      >
        {/* The cached pages belong to this session's user (decision 0052). */}
        <CachedOutlet
          key={user.token ?? ''}
          name={findRoute(allowed, location.pathname)?.name}
          cached={allowedCachedNames(tags.cachedViews, allowed)}
        />
      </AppShell>
      {passwordWanted && (
        <LoadBoundary fallback={null} attempt={passwordAttempt} onError={() => setPasswordFailed(true)}>
          <Suspense fallback={null}>
            <PasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} onSubmit={changePassword} />
          </Suspense>
        </LoadBoundary>
      )}
    </FormDraftsProvider>
  );
}
