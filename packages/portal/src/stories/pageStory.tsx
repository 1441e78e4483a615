// One harness for page-level stories (Storybook) of the portal: a memory router at the page's
// address, the api client against the mock backend that .storybook/preview.tsx starts, a fresh SWR
// cache per story, and optionally a signed-in demo user (with the user info the console's guard loads). Pages are rendered without the console
// frame, as the designers review them.
import type { Decorator } from '@storybook/react-vite';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiProvider } from '@chainportal/api';
import { MessageHost } from '@chainportal/ui';
import { createPortalClient } from '../app/client';
import { loadUserInfo, session } from '../session/store';

export interface PageStoryOptions {
  /** The address the page is opened at, with its query, e.g. '/applicationmarket?keyword=chain'. */
  path: string;
  /** The route pattern the page is mounted on. @default the pathname of `path` */
  route?: string;
  /** A demo user signed in for the story (the mock backend's fixed tokens), or none. */
  signedInAs?: 'admin' | 'customer';
  /**
   * The page renders its own `<main>` (sign-in, public layout). Otherwise the story puts the page in
   * a `<main>`, as the console frame does, so axe sees it inside a landmark. @default false
   */
  ownsMain?: boolean;
}

function PageHarness({ options, children }: { options: PageStoryOptions; children: React.ReactNode }) {
  const { t, i18n } = useTranslation('portal');
  // The story's calls end with it: a call still waiting (a story of a page loading) would otherwise
  // time out during a later story and show its message there.
  const [ended] = useState(() => new AbortController());
  useEffect(() => () => ended.abort(), [ended]);
  const client = useMemo(
    () =>
      createPortalClient({
        t: () => t as TFunction<'portal'>,
        language: () => i18n.language,
        onSessionInvalid: () => undefined,
        baseURL: '',
        signal: ended.signal,
      }),
    [t, i18n, ended],
  );
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: options.route ?? options.path.split('?')[0], element: children },
          { path: '*', element: null },
        ],
        { initialEntries: [options.path] },
      ),
    // The story element is fixed for one story; a new router per render would lose its place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options.path, options.route],
  );
  // Signed in, the page waits for the user's info (roles and button permissions), as the console's
  // guard makes it wait in the app: an action the user may take is there from the first render.
  const [ready, setReady] = useState(!options.signedInAs);
  useEffect(() => {
    if (options.signedInAs) void loadUserInfo(client).finally(() => setReady(true));
  }, [client, options.signedInAs]);
  if (!ready) return null;
  return (
    <ApiProvider client={client} swrConfig={{ provider: () => new Map(), revalidateOnFocus: false }}>
      {options.ownsMain ? (
        <RouterProvider router={router} />
      ) : (
        <main id="main-content">
          <RouterProvider router={router} />
        </main>
      )}
      <MessageHost />
    </ApiProvider>
  );
}

/** A Storybook decorator that renders the story's page at `path`, optionally signed in. */
export function pageDecorator(options: PageStoryOptions): Decorator {
  const withPage: Decorator = (Story) => {
    if (options.signedInAs) session.signIn(`${options.signedInAs}-token`);
    else session.clear();
    return (
      <PageHarness options={options}>
        <Story />
      </PageHarness>
    );
  };
  return withPage;
}
